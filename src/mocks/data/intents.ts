import type { Intent, Language } from '../../lib/api-client/schema';
import { INTENTS, PHRASES } from './phrases';
import { DAY_MS, iso } from './time';

/** The same words, whatever the case and spacing: what counts as a duplicate example. */
export const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const DESCRIPTIONS: Record<string, string> = {
  'billing.question': 'Questions about an invoice or the amount charged.',
  'order.status': 'Where an order is and when it arrives.',
  'appointment.book': 'Booking a technician or a branch appointment.',
  'password.reset': 'Forgotten passwords and blocked sign-ins.',
  'address.change': 'Moving house or correcting the postal address.',
  'contract.cancel': 'Ending a contract or a subscription.',
  'agent.request': 'The caller asks for a person.',
};

/** Only in two languages so far: the list shows its missing languages as problems. */
const AGENT_REQUEST: Partial<Record<Language, string[]>> = {
  'en-US': ['Can I talk to a person?', 'I want to speak to an agent.'],
  'de-DE': ['Kann ich mit einem Menschen sprechen?', 'Ich möchte mit einem Mitarbeiter sprechen.'],
};

/**
 * The intents the seeded bots understand: each with the caller requests the conversations are
 * made of, in every language, so the training area and the transcripts tell one story.
 */
export function createIntents(now: number, editor: string): Intent[] {
  let exampleNumber = 0;
  const examples = (texts: Partial<Record<Language, string[]>>) =>
    Object.entries(texts).flatMap(([language, list]) =>
      (list ?? []).map((text) => ({
        id: `ex-${++exampleNumber}`,
        text,
        language: language as Language,
        entities: [],
        source: 'manual' as const,
      })),
    );
  const seeded = INTENTS.map((name, index) => ({
    name,
    texts: Object.fromEntries(
      Object.entries(PHRASES).map(([language, phrases]) => [language, phrases.requests[name]]),
    ),
    needsTraining: false,
    updatedAt: now - (index + 2) * DAY_MS,
  }));
  return [
    ...seeded,
    {
      name: 'agent.request',
      texts: AGENT_REQUEST,
      needsTraining: true,
      updatedAt: now - 3_600_000,
    },
  ].map((intent, index) => ({
    id: `intent-${index + 1}`,
    name: intent.name,
    description: DESCRIPTIONS[intent.name],
    examples: examples(intent.texts),
    needsTraining: intent.needsTraining,
    version: 1,
    updatedAt: iso(intent.updatedAt),
    updatedBy: editor,
  }));
}
