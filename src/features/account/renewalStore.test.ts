import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewalStore } from './renewalStore';

afterEach(() => renewalStore.reset());

describe('renewalStore', () => {
  it('starts with nothing seen', () => {
    expect(renewalStore.get()).toEqual({ status: 'none' });
  });

  it('keeps only the latest result, with its time', () => {
    renewalStore.recordSuccess(1000);
    expect(renewalStore.get()).toEqual({ status: 'success', at: 1000 });
    renewalStore.recordFailure(2000);
    expect(renewalStore.get()).toEqual({ status: 'failure', at: 2000 });
  });

  it('tells subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = renewalStore.subscribe(listener);
    renewalStore.recordSuccess();
    unsubscribe();
    renewalStore.recordFailure();
    expect(listener).toHaveBeenCalledOnce();
  });
});
