export const INTENTS = [
  'billing.question',
  'order.status',
  'appointment.book',
  'password.reset',
  'address.change',
  'contract.cancel',
] as const;

export type Intent = (typeof INTENTS)[number];

/** What callers and the bot say in one language: a handful of templates per situation. */
export interface Phrases {
  phonePrefix: string;
  chatNames: string[];
  greeting: string;
  requests: Record<Intent, string[]>;
  answers: Record<Intent, string>;
  /** Things callers say that the bot does not understand: small talk, and requests worded in
   * ways no example has yet (the training inbox's material). */
  unrecognized: string[];
  notUnderstood: string;
  handover: string;
  agentHello: string;
  agentDone: string;
  stillThere: string;
  thanks: string;
  goodbye: string;
}
