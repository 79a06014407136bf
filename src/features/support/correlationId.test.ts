import { afterEach, describe, expect, it, vi } from 'vitest';
import { newCorrelationId } from './correlationId';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newCorrelationId', () => {
  it('is a v4 UUID', () => {
    expect(newCorrelationId()).toMatch(UUID_V4);
  });

  it('still works where crypto.randomUUID is missing (insecure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const first = newCorrelationId();
    expect(first).toMatch(UUID_V4);
    expect(newCorrelationId()).not.toBe(first);
  });
});
