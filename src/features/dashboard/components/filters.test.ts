import { describe, expect, it } from 'vitest';
import {
  filtersToParams,
  parseFilters,
  validateCustomPeriod,
  type DashboardFilters,
} from './filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('dashboard filters in the URL', () => {
  it('defaults to the last 7 days on all channels', () => {
    expect(parse('')).toEqual({ period: '7d', channel: 'all', from: '', to: '' });
  });

  it('reads period and channel, and falls back on unknown values', () => {
    expect(parse('period=30d&channel=chat')).toMatchObject({ period: '30d', channel: 'chat' });
    expect(parse('period=year&channel=fax')).toMatchObject({ period: '7d', channel: 'all' });
  });

  it('keeps days only with a custom period', () => {
    expect(parse('period=custom&from=2025-01-01&to=2025-01-31')).toMatchObject({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(parse('period=30d&from=2025-01-01&to=2025-01-31')).toMatchObject({ from: '', to: '' });
  });

  it('writes days only with a custom period, and round-trips', () => {
    const custom: DashboardFilters = {
      period: 'custom',
      channel: 'voice',
      from: '2025-01-01',
      to: '2025-01-31',
    };
    expect(filtersToParams({ ...custom, period: 'custom' }).toString()).toBe(
      'period=custom&channel=voice&from=2025-01-01&to=2025-01-31',
    );
    expect(filtersToParams({ ...custom, period: '30d' }).toString()).toBe(
      'period=30d&channel=voice',
    );
    expect(parseFilters(filtersToParams({ ...custom, period: 'custom' }))).toEqual(custom);
  });
});

describe('custom period validation', () => {
  it('requires both days', () => {
    expect(validateCustomPeriod('', '')).toEqual({ from: 'required', to: 'required' });
    expect(validateCustomPeriod('2025-01-01', '')).toEqual({ to: 'required' });
    expect(validateCustomPeriod('', '2025-01-01')).toEqual({ from: 'required' });
  });

  it('rejects malformed days', () => {
    expect(validateCustomPeriod('01/02/2025', '2025-13-45')).toEqual({
      from: 'invalid',
      to: 'invalid',
    });
  });

  it('accepts from ≤ to, including a single day', () => {
    expect(validateCustomPeriod('2025-01-01', '2025-01-31')).toEqual({});
    expect(validateCustomPeriod('2025-01-01', '2025-01-01')).toEqual({});
  });

  it('rejects a last day before the first', () => {
    expect(validateCustomPeriod('2025-02-01', '2025-01-31')).toEqual({ to: 'order' });
  });

  it('accepts 366 days and rejects more', () => {
    expect(validateCustomPeriod('2024-01-01', '2024-12-31')).toEqual({});
    expect(validateCustomPeriod('2024-01-01', '2025-01-01')).toEqual({ from: 'tooLong' });
  });
});
