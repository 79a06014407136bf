/** Router state a detail page reads to link back to the same filtered list. */
export interface FromListState {
  listSearch: string;
}

export function listSearchFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
