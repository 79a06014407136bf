import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFF')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#32B0A6', '#2A3139')).toBe(contrastRatio('#2A3139', '#32B0A6'));
  });

  it('rejects values that are not hex colours', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.87)')).toThrow(/Not a hex colour/);
  });
});
