import type { Channel, Language, SimulatorSource } from '../../../lib/api-client/schema';

/** The settings the person picks before starting; a start adds the step and preset slots. */
export interface SimulatorChoice {
  source: SimulatorSource;
  language: Language;
  channel: Channel;
}

/**
 * The saved draft (what is being edited) in the interface language when the flow speaks it, else
 * in the flow's first language, by voice (where the keypad can be tried too).
 */
export function defaultChoice(
  languages: readonly Language[],
  interfaceLanguage: string,
): SimulatorChoice {
  const language =
    languages.find((candidate) => candidate === interfaceLanguage) ?? languages[0] ?? 'en-US';
  return { source: 'draft', language, channel: 'voice' };
}
