import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '../../../lib/list-page';
import { DASHBOARD_FILTERS, type DashboardFilters } from './filters';

const parse = (search: string) => readListState(DASHBOARD_FILTERS, new URLSearchParams(search));
const write = (filters: DashboardFilters) => writeListState(DASHBOARD_FILTERS, filters);

describe('dashboard filters in the URL', () => {
  it('defaults to the last 7 days on all channels', () => {
    expect(parse('')).toEqual({ period: '7d', channel: 'all', from: '', to: '' });
  });

  it('reads period and channel, and falls back on unknown values', () => {
    expect(parse('period=30d&channel=chat')).toMatchObject({ period: '30d', channel: 'chat' });
    expect(parse('period=year&channel=fax')).toMatchObject({ period: '7d', channel: 'all' });
  });

  it('keeps days only with a custom period, and only real days', () => {
    expect(parse('period=custom&from=2025-01-01&to=2025-01-31')).toMatchObject({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(parse('period=30d&from=2025-01-01&to=2025-01-31')).toMatchObject({ from: '', to: '' });
    expect(parse('period=custom&from=2025-02-30&to=soon')).toMatchObject({ from: '', to: '' });
  });

  it('always names period and channel, writes days only with a custom period, and round-trips', () => {
    const custom: DashboardFilters = {
      period: 'custom',
      channel: 'voice',
      from: '2025-01-01',
      to: '2025-01-31',
    };
    expect(write(custom).toString()).toBe(
      'period=custom&channel=voice&from=2025-01-01&to=2025-01-31',
    );
    expect(write({ ...custom, period: '30d' }).toString()).toBe('period=30d&channel=voice');
    expect(write({ period: '7d', channel: 'all', from: '', to: '' }).toString()).toBe(
      'period=7d&channel=all',
    );
    expect(readListState(DASHBOARD_FILTERS, write(custom))).toEqual(custom);
  });
});
