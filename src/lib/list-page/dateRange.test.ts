import { describe, expect, it } from 'vitest';
import { isValidDateRange, validateDateRange } from './dateRange';

const year = { maxDays: 366 };

describe('date range validation', () => {
  it('requires both days', () => {
    expect(validateDateRange({ from: '', to: '' })).toEqual({ from: 'required', to: 'required' });
    expect(validateDateRange({ from: '2025-01-01', to: '' })).toEqual({ to: 'required' });
    expect(validateDateRange({ from: '', to: '2025-01-01' })).toEqual({ from: 'required' });
  });

  it('rejects malformed and impossible days', () => {
    expect(validateDateRange({ from: '01/02/2025', to: '2025-02-30' })).toEqual({
      from: 'invalid',
      to: 'invalid',
    });
  });

  it('accepts from ≤ to, including a single day', () => {
    expect(validateDateRange({ from: '2025-01-01', to: '2025-01-31' })).toEqual({});
    expect(isValidDateRange({ from: '2025-01-01', to: '2025-01-01' })).toBe(true);
  });

  it('rejects a last day before the first', () => {
    expect(validateDateRange({ from: '2025-02-01', to: '2025-01-31' })).toEqual({ to: 'order' });
    expect(isValidDateRange({ from: '2025-02-01', to: '2025-01-31' })).toBe(false);
  });

  it('accepts the longest range and rejects more, only when it has a limit', () => {
    expect(validateDateRange({ from: '2024-01-01', to: '2024-12-31' }, year)).toEqual({});
    expect(validateDateRange({ from: '2024-01-01', to: '2025-01-01' }, year)).toEqual({
      from: 'tooLong',
    });
    expect(isValidDateRange({ from: '2020-01-01', to: '2025-01-01' })).toBe(true);
  });
});
