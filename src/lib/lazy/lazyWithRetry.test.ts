// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, importWithRetry } from './lazyWithRetry';

const CHUNK = 'flows';
const flag = () => sessionStorage.getItem(`neo.chunkReload:${CHUNK}`);
const module = { default: 'FlowsPage' };

describe('importWithRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the module and reloads nothing when the import succeeds', async () => {
    const reload = vi.fn();
    await expect(importWithRetry(() => Promise.resolve(module), CHUNK, { reload })).resolves.toBe(
      module,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the import fails, and does not settle meanwhile', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    void importWithRetry(() => Promise.reject(new Error('404')), CHUNK, { reload }).then(
      settled,
      settled,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(flag()).toMatch(/^\d+$/);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('rethrows instead of reloading a second time after the reload', async () => {
    const reload = vi.fn();
    void importWithRetry(() => Promise.reject(new Error('404')), CHUNK, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // Same session, after the reload:
    const cause = new Error('still 404');
    const error = await importWithRetry(() => Promise.reject(cause), CHUNK, { reload }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the reload budget per chunk', async () => {
    const reload = vi.fn();
    void importWithRetry(() => Promise.reject(new Error('404')), 'flows', { reload });
    void importWithRetry(() => Promise.reject(new Error('404')), 'train', { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('clears the flag after a successful load, so a later failure may reload again', async () => {
    const reload = vi.fn();
    void importWithRetry(() => Promise.reject(new Error('404')), CHUNK, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await importWithRetry(() => Promise.resolve(module), CHUNK, { reload });
    expect(flag()).toBeNull();

    void importWithRetry(() => Promise.reject(new Error('404')), CHUNK, { reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('gives up on an import after 120 seconds and reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    void importWithRetry(() => new Promise<never>(() => {}), CHUNK, { reload });

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('never reloads when sessionStorage is unusable, to rule out a reload loop', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    await expect(
      importWithRetry(() => Promise.reject(new Error('404')), CHUNK, { reload }),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });
});
