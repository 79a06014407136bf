import { describe, expect, it } from 'vitest';
import { isOneOf } from './isOneOf';
import { PERIOD_VALUES } from './schema';

describe('isOneOf', () => {
  const isPeriod = isOneOf(PERIOD_VALUES);

  it('accepts exactly the listed codes', () => {
    expect(PERIOD_VALUES.every(isPeriod)).toBe(true);
    expect(isPeriod('7D')).toBe(false);
    expect(isPeriod('')).toBe(false);
  });

  it('refuses what is not a string, e.g. a repeated URL parameter', () => {
    expect(isPeriod(['7d'])).toBe(false);
    expect(isPeriod(null)).toBe(false);
    expect(isPeriod(7)).toBe(false);
  });
});
