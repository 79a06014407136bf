import type { Language } from '../api-client/schema';

/**
 * The training inbox filtered to one sentence the bots did not understand, where it can be
 * assigned to an intent: the Dashboard and a conversation's transcript link here ("Add to
 * training"). The inbox keeps the contract's 200 characters of search.
 */
export function trainingInboxHref(
  text: string,
  language: Language,
  period: '7d' | '30d' | '90d' = '90d',
): string {
  const params = new URLSearchParams({ q: text.trim().slice(0, 200), language, period });
  return `/train/inbox?${params.toString()}`;
}
