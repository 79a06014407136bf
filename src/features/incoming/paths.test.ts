import { describe, expect, it } from 'vitest';
import { listSearchFrom, toConversation } from './paths';

describe('incoming paths', () => {
  it('builds a conversation address with the id encoded', () => {
    expect(toConversation('conv-0001')).toBe('/incoming/conv-0001');
    expect(toConversation('a/b')).toBe('/incoming/a%2Fb');
  });

  it('takes the list search from router state, and nothing else', () => {
    expect(listSearchFrom({ listSearch: '?channel=chat&page=2' })).toBe('?channel=chat&page=2');
    expect(listSearchFrom({ listSearch: 'https://evil.example' })).toBe('');
    expect(listSearchFrom(null)).toBe('');
    expect(listSearchFrom(undefined)).toBe('');
  });
});
