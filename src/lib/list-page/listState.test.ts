import { describe, expect, it } from 'vitest';
import { oneOf, page, pageSize, sort, text, type Sort } from './listParams';
import {
  defaultListState,
  isFiltered,
  patchListState,
  readListState,
  writeListState,
  type ListDefinition,
} from './listState';

interface State {
  kind: 'a' | 'b' | undefined;
  scope: 'mine' | 'all';
  q: string;
  sort: Sort<'name' | 'date'>;
  page: number;
  pageSize: number;
}

const LIST: ListDefinition<State> = {
  params: {
    kind: oneOf(['a', 'b'] as const),
    scope: oneOf(['mine', 'all'] as const, 'all', { keepDefault: true }),
    q: text({ maxLength: 10 }),
    sort: sort(['name', 'date'] as const, { field: 'name', direction: 'asc' }),
    page: page(),
    pageSize: pageSize([10, 25], 25),
  },
};
const DEFAULTS = defaultListState(LIST);
const read = (search: string) => readListState(LIST, new URLSearchParams(search));

describe('list state in the address', () => {
  it('falls back to each default for a missing or unusable value', () => {
    expect(DEFAULTS).toEqual({
      kind: undefined,
      scope: 'all',
      q: '',
      sort: { field: 'name', direction: 'asc' },
      page: 1,
      pageSize: 25,
    });
    expect(read('kind=z&scope=x&sort=size:asc&page=0&pageSize=7')).toEqual(DEFAULTS);
    expect(read('kind=b&scope=mine&q=hi&sort=date:desc&page=4&pageSize=10')).toEqual({
      kind: 'b',
      scope: 'mine',
      q: 'hi',
      sort: { field: 'date', direction: 'desc' },
      page: 4,
      pageSize: 10,
    });
  });

  it('leaves defaults out in definition order, unless a parameter keeps its default', () => {
    expect(writeListState(LIST, DEFAULTS).toString()).toBe('scope=all');
    const state: State = { ...DEFAULTS, page: 2, q: ' x ', kind: 'a' };
    expect(writeListState(LIST, state).toString()).toBe('kind=a&scope=all&q=x&page=2');
    expect(read(writeListState(LIST, state).toString())).toEqual({ ...state, q: 'x' });
  });

  it('keeps the parameters it does not own and drops its own unusable ones', () => {
    const current = new URLSearchParams('lng=de-DE&page=abc&kind=zz');
    expect(writeListState(LIST, { ...DEFAULTS, kind: 'b' }, current).toString()).toBe(
      'lng=de-DE&kind=b&scope=all',
    );
  });

  it('goes back to the first page on any change but paging', () => {
    const onPage3 = { ...DEFAULTS, page: 3 };
    expect(patchListState(LIST, onPage3, { kind: 'a' }).page).toBe(1);
    expect(patchListState(LIST, onPage3, { pageSize: 10 }).page).toBe(1);
    expect(patchListState(LIST, onPage3, { page: 4 }).page).toBe(4);
  });

  it('applies the cross-parameter rules on every read and change', () => {
    const withRule: ListDefinition<State> = {
      ...LIST,
      normalize: (state) => (state.kind === 'b' ? state : { ...state, q: '' }),
    };
    expect(readListState(withRule, new URLSearchParams('q=hi'))).toMatchObject({ q: '' });
    expect(patchListState(withRule, DEFAULTS, { kind: 'b', q: 'hi' }).q).toBe('hi');
    expect(writeListState(withRule, { ...DEFAULTS, q: 'hi' }).toString()).toBe('scope=all');
  });

  it('tells whether any of the given members differs from its default', () => {
    expect(isFiltered(LIST, DEFAULTS, ['kind', 'q'])).toBe(false);
    expect(isFiltered(LIST, { ...DEFAULTS, page: 5 }, ['kind', 'q'])).toBe(false);
    expect(isFiltered(LIST, { ...DEFAULTS, q: 'x' }, ['kind', 'q'])).toBe(true);
    expect(isFiltered(LIST, { ...DEFAULTS, kind: 'a' }, ['kind', 'q'])).toBe(true);
  });
});
