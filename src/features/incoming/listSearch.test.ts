import { describe, expect, it } from 'vitest';
import { listSearchFrom } from './listSearch';

describe('listSearchFrom', () => {
  it('takes the list search from router state, and nothing else', () => {
    expect(listSearchFrom({ listSearch: '?channel=chat&page=2' })).toBe('?channel=chat&page=2');
    expect(listSearchFrom({ listSearch: 'https://evil.example' })).toBe('');
    expect(listSearchFrom(null)).toBe('');
    expect(listSearchFrom(undefined)).toBe('');
  });
});
