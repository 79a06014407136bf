import { describe, expect, it } from 'vitest';
import { mappingText, parseMapping } from './slotMapping';

describe('slot mappings', () => {
  it('reads one `slot = slot` per line and writes them back the same way', () => {
    expect(parseMapping('customer = caller_id\n  pin=pin_code \nhalf =\n\nBad = x')).toEqual({
      customer: 'caller_id',
      pin: 'pin_code',
    });
    expect(mappingText({ customer: 'caller_id', pin: 'pin_code' })).toBe(
      'customer = caller_id\npin = pin_code',
    );
  });
});
