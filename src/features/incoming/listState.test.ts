import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  parseListState,
  serializeListState,
  toConversationsParams,
  withChanges,
  type IncomingListState,
} from './listState';

const parse = (query: string) => parseListState(new URLSearchParams(query));

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
      sortField: 'durationSeconds',
      sortDirection: 'asc',
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
      page: 2,
      pageSize: 10,
      sortField: 'outcome',
      sortDirection: 'desc',
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
    ['sort=caller:asc', { sortField: 'startedAt', sortDirection: 'desc' }],
    ['sort=startedAt:up', { sortField: 'startedAt', sortDirection: 'desc' }],
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
    expect(state).not.toHaveProperty('from');
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
    expect(next).not.toHaveProperty('from');
    expect(serializeListState(next).toString()).toBe('period=today');
  });
});
