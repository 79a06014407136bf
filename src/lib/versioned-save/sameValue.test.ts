import { describe, expect, it } from 'vitest';
import { canonicalJson, sameValue } from './sameValue';

describe('sameValue', () => {
  it('takes data whose keys come in another order, at any depth, as the same', () => {
    expect(
      sameValue(
        { prompts: { 'de-DE': 'a', 'en-US': 'b' }, entity: 'x', retries: 2 },
        { retries: 2, entity: 'x', prompts: { 'en-US': 'b', 'de-DE': 'a' } },
      ),
    ).toBe(true);
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('tells different values, array order and a missing key apart', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
  });
});
