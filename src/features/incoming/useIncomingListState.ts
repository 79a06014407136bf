import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListState,
  serializeListState,
  withChanges,
  type IncomingListState,
  type ListStateChange,
} from './listState';

export interface IncomingListControls {
  state: IncomingListState;
  /**
   * A filter, sort or page-size change (back to page 1). `replace` keeps typing in the search
   * field from filling the history; picked filters get their own entry so Back undoes them.
   */
  change: (changes: ListStateChange, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
}

/** The list state, read from and written to the address so a filtered view can be shared. */
export function useIncomingListState(): IncomingListControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);

  // Built from the current address, not from a render's `state`, so a debounced call that
  // lands later never undoes a change made in between.
  const change = useCallback<IncomingListControls['change']>(
    (changes, { replace = false } = {}) =>
      setSearchParams(
        (current) => serializeListState(withChanges(parseListState(current), changes)),
        { replace },
      ),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) => serializeListState({ ...parseListState(current), page })),
    [setSearchParams],
  );
  return { state, change, setPage };
}
