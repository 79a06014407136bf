import type { ListParam } from './listParams';

/**
 * What a list page keeps in its address: one parameter definition per state member, written in
 * this order. A member named `page` goes back to the first page on every other change.
 */
export interface ListDefinition<S extends object> {
  params: { [K in keyof S]: ListParam<S[K]> };
  /** Rules across parameters, e.g. days only with a custom period. */
  normalize?: (state: S) => S;
  /**
   * Whether a change gets its own history entry (Back undoes it) or replaces the current one;
   * each change may say otherwise (typing in a search field replaces).
   */
  history?: 'push' | 'replace';
}

const keysOf = <S extends object>(definition: ListDefinition<S>) =>
  Object.keys(definition.params) as (keyof S & string)[];

/** The defaults of every member: the list with nothing chosen. */
export function defaultListState<S extends object>(definition: ListDefinition<S>): S {
  const state = {} as S;
  for (const key of keysOf(definition)) state[key] = definition.params[key].default;
  return definition.normalize ? definition.normalize(state) : state;
}

/** The state an address describes; anything missing or unusable is its default. */
export function readListState<S extends object>(
  definition: ListDefinition<S>,
  params: URLSearchParams,
): S {
  const state = {} as S;
  for (const key of keysOf(definition)) {
    const param = definition.params[key];
    const raw = params.get(key);
    state[key] = (raw === null ? undefined : param.parse(raw)) ?? param.default;
  }
  return definition.normalize ? definition.normalize(state) : state;
}

/**
 * The address for a state: defaults are left out so shared links stay short. Parameters the
 * list does not own (e.g. `lng`) stay as they are in `current`.
 */
export function writeListState<S extends object>(
  definition: ListDefinition<S>,
  state: S,
  current = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const keys = keysOf(definition);
  for (const key of keys) next.delete(key);
  const normalized = definition.normalize ? definition.normalize(state) : state;
  for (const key of keys) {
    const param = definition.params[key];
    const value = normalized[key];
    const text = value === undefined ? undefined : param.format(value);
    const atDefault =
      param.default !== undefined && text === param.format(param.default) && !param.keepDefault;
    if (text && !atDefault) next.set(key, text);
  }
  return next;
}

/** A change applied to a state: anything but paging starts again at the first page. */
export function patchListState<S extends object>(
  definition: ListDefinition<S>,
  state: S,
  patch: Partial<S>,
): S {
  const next = { ...state, ...patch };
  const paging = 'page' in definition.params;
  if (paging && !('page' in patch)) {
    Object.assign(next, {
      page: (definition.params as Record<string, ListParam<unknown>>).page.default,
    });
  }
  return definition.normalize ? definition.normalize(next) : next;
}

/** Whether any of `keys` narrows the list, i.e. differs from its default. */
export function isFiltered<S extends object>(
  definition: ListDefinition<S>,
  state: S,
  keys: readonly (keyof S)[],
): boolean {
  return keys.some((key) => {
    const param = definition.params[key];
    const value = state[key];
    return (
      (value === undefined ? undefined : param.format(value)) !==
      (param.default === undefined ? undefined : param.format(param.default))
    );
  });
}
