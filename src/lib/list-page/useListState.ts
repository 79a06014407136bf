import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultListState,
  patchListState,
  readListState,
  writeListState,
  type ListDefinition,
} from './listState';

export interface ChangeOptions {
  /** Overrides the definition's history policy for this change. */
  replace?: boolean;
}

export interface ListStateControls<S extends object> {
  state: S;
  /** A change; any change but paging goes back to the first page. */
  set: (patch: Partial<S>, options?: ChangeOptions) => void;
  /** Back to the defaults: of `keys` only (e.g. the filters, keeping sort), or of everything. */
  reset: (keys?: readonly (keyof S)[], options?: ChangeOptions) => void;
}

/**
 * A list page's state, read from and written to the address so a view can be bookmarked and
 * shared. `definition` must be a module constant (it is a dependency of every callback).
 */
export function useListState<S extends object>(
  definition: ListDefinition<S>,
): ListStateControls<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(definition, searchParams), [definition, searchParams]);

  // Each change builds on the latest address written, not on a render's: React Router hands its
  // updater the params of the render it came from, so two changes in one tick (or a debounced
  // call landing later) would otherwise undo each other.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const update = useCallback<ListStateControls<S>['set']>(
    (patch, options = {}) => {
      const current = latest.current;
      const before = readListState(definition, current);
      const next = writeListState(definition, patchListState(definition, before, patch), current);
      latest.current = next;
      setSearchParams(next, { replace: options.replace ?? definition.history !== 'push' });
    },
    [definition, setSearchParams],
  );

  const reset = useCallback<ListStateControls<S>['reset']>(
    (keys, options) => {
      const defaults = defaultListState(definition);
      const patch: Partial<S> = {};
      for (const key of keys ?? (Object.keys(defaults) as (keyof S)[])) patch[key] = defaults[key];
      update(patch, options);
    },
    [definition, update],
  );

  return { state, set: update, reset };
}
