import { describe, expect, it } from 'vitest';
import {
  defaultListState,
  patchListState,
  readListState,
  writeListState,
} from '../../lib/list-page';
import {
  hasFilters,
  INCOMING_LIST,
  toConversationsParams,
  type IncomingListState,
} from './listState';

const DEFAULT_LIST_STATE = defaultListState(INCOMING_LIST);
const parseListState = (params: URLSearchParams) => readListState(INCOMING_LIST, params);
const parse = (query: string) => parseListState(new URLSearchParams(query));
const serializeListState = (state: IncomingListState) => writeListState(INCOMING_LIST, state);
const withChanges = (state: IncomingListState, changes: Partial<IncomingListState>) =>
  patchListState(INCOMING_LIST, state, changes);

describe('list state in the address', () => {
  it('an empty address is the default list', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(serializeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'period=custom&from=2025-01-01&to=2025-01-31&channel=voice&outcome=handover' +
          '&language=ja-JP&q=passwort&sort=durationSeconds:asc&page=3&pageSize=50&bot=default',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'durationSeconds', direction: 'asc' },
      period: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
      channel: 'voice',
      outcome: 'handover',
      language: 'ja-JP',
      q: 'passwort',
      bot: 'default',
    });
  });

  it('round-trips: serialising and parsing gives the same state', () => {
    const state: IncomingListState = {
      ...DEFAULT_LIST_STATE,
      page: 2,
      pageSize: 10,
      sort: { field: 'outcome', direction: 'desc' },
      period: '7d',
      channel: 'chat',
      language: 'de-DE',
      q: 'Rechnung & Mahnung',
    };
    const query = serializeListState(state).toString();
    expect(parseListState(new URLSearchParams(query))).toEqual(state);
  });

  it('leaves defaults out of the address and writes a stable order', () => {
    const state = { ...DEFAULT_LIST_STATE, channel: 'voice' as const, q: '  hello  ' };
    expect(serializeListState(state).toString()).toBe('channel=voice&q=hello');
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['pageSize=37', { pageSize: 25 }],
    ['pageSize=1000', { pageSize: 25 }],
    ['sort=caller:asc', { sort: { field: 'startedAt', direction: 'desc' } }],
    ['sort=startedAt:up', { sort: { field: 'startedAt', direction: 'desc' } }],
    [`bot=${'b'.repeat(101)}`, { bot: '' }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('ignores unknown filter values instead of sending them', () => {
    const state = parse('channel=fax&outcome=maybe&language=xx-XX&period=year');
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });

  it.each([
    'period=custom',
    'period=custom&from=2025-01-01',
    'period=custom&from=2025-02-30&to=2025-03-01',
    'period=custom&from=2025-03-01&to=2025-02-01',
  ])('drops a custom period without a usable range: %s', (query) => {
    const state = parse(query);
    expect(state.period).toBeUndefined();
    expect(state).toMatchObject({ from: '', to: '' });
  });

  it('ignores from/to without a custom period', () => {
    expect(parse('period=7d&from=2025-01-01&to=2025-01-02')).toEqual({
      ...DEFAULT_LIST_STATE,
      period: '7d',
    });
  });

  it('caps the search at the contract limit of 200 characters', () => {
    expect(parse(`q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });
});

describe('toConversationsParams', () => {
  it('sends only what is set', () => {
    expect(toConversationsParams(DEFAULT_LIST_STATE)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'startedAt:desc',
      period: undefined,
      from: undefined,
      to: undefined,
      channel: undefined,
      outcome: undefined,
      language: undefined,
      q: undefined,
    });
  });

  it('sends the range with a custom period', () => {
    const state = parse('period=custom&from=2025-01-01&to=2025-01-02&channel=voice&q=x');
    expect(toConversationsParams(state)).toMatchObject({
      period: 'custom',
      from: '2025-01-01',
      to: '2025-01-02',
      channel: 'voice',
      q: 'x',
    });
  });
});

describe('withChanges', () => {
  it('goes back to the first page on any change', () => {
    const state = { ...DEFAULT_LIST_STATE, page: 4 };
    expect(withChanges(state, { outcome: 'abandoned' })).toMatchObject({
      page: 1,
      outcome: 'abandoned',
    });
  });

  it('forgets the custom range when another period is picked', () => {
    const custom = parse('period=custom&from=2025-01-01&to=2025-01-02');
    const next = withChanges(custom, { period: 'today' });
    expect(next).toMatchObject({ from: '', to: '' });
    expect(serializeListState(next).toString()).toBe('period=today');
  });
});

describe('hasFilters', () => {
  it('counts what narrows the list, not the sort or the page size', () => {
    expect(hasFilters({ ...DEFAULT_LIST_STATE, pageSize: 50, page: 3 })).toBe(false);
    expect(hasFilters(parse('sort=outcome:asc'))).toBe(false);
    expect(hasFilters(parse('bot=default'))).toBe(true);
    expect(hasFilters(parse('q=%20%20'))).toBe(false);
  });
});
