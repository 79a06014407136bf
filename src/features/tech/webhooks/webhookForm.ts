import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { WEBHOOK_EVENT_VALUES, type WebhookEvent } from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';
import type { FieldErrorText } from '../../../lib/forms/fields/fieldErrorText';
import { publicHttpsUrlProblem } from '../../../lib/net/publicHttpsUrl';

export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
}

export const EMPTY_WEBHOOK: WebhookFormValues = { url: '', events: [], enabled: true };

/** What the form checks before sending: the same URL rule as the server, at least one event. */
export const webhookFormSchema = z.object({
  url: z.string().check(
    z.superRefine((value, context) => {
      const problem = publicHttpsUrlProblem(value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }),
  ),
  events: z.array(z.enum(WEBHOOK_EVENT_VALUES)).check(z.minLength(1, 'no_events')),
  enabled: z.boolean(),
});

export const EVENT_KEYS = {
  'conversation.started': 'tech.webhooks.events.conversationStarted',
  'conversation.ended': 'tech.webhooks.events.conversationEnded',
  'conversation.handover': 'tech.webhooks.events.conversationHandover',
  'training.completed': 'tech.webhooks.events.trainingCompleted',
  'training.failed': 'tech.webhooks.events.trainingFailed',
  'bot.health_changed': 'tech.webhooks.events.botHealthChanged',
} as const satisfies Record<WebhookEvent, string>;

const REASON_KEYS = {
  not_https: 'tech.webhooks.errors.notHttps',
  private_address: 'tech.webhooks.errors.privateAddress',
  invalid: 'tech.webhooks.errors.invalidUrl',
  no_events: 'tech.webhooks.errors.noEvents',
} as const;

/** The webhook form's reasons (its own and the server's) as sentences. */
export const webhookFieldErrorText: FieldErrorText = (t: TFunction, reason, field) => {
  if (field === 'events' && reason === 'required') return t(REASON_KEYS.no_events);
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? t(key) : fieldErrorMessage(t, reason);
};
