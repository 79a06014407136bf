// Typed link builders, so no component spells the area's addresses by hand.

export const INCOMING_PATH = '/incoming';

export const toConversation = (id: string) => `${INCOMING_PATH}/${encodeURIComponent(id)}`;

/** Router state a detail page reads to link back to the same filtered list. */
export interface FromListState {
  listSearch: string;
}

export function listSearchFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
