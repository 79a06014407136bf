// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithRetry } from './lazyWithRetry';
import { installPreloadErrorReload } from './preloadErrorReload';

function firePreloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('installPreloadErrorReload', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('reloads once and suppresses the error while the page reloads', () => {
    const reload = vi.fn();
    uninstall = installPreloadErrorReload(reload);

    expect(firePreloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the error through on a second failure in the same session', () => {
    const reload = vi.fn();
    uninstall = installPreloadErrorReload(reload);
    firePreloadError();

    expect(firePreloadError().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a failing import that importWithRetry watches to it: one reload, not two', async () => {
    const preloadReload = vi.fn();
    const chunkReload = vi.fn();
    uninstall = installPreloadErrorReload(preloadReload);
    let event: Event | undefined;
    // What Vite's preload helper does when the chunk itself cannot be fetched.
    const importer = () => {
      event = firePreloadError();
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };

    void importWithRetry(importer, 'dashboard', { reload: chunkReload });
    await vi.waitFor(() => expect(chunkReload).toHaveBeenCalledTimes(1));
    expect(event?.defaultPrevented).toBe(false);
    expect(preloadReload).not.toHaveBeenCalled();

    // After that reload the import fails for good: the error boundary shows, nobody reloads.
    const error = await importWithRetry(importer, 'dashboard', { reload: chunkReload }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      message: 'Chunk "dashboard" could not be loaded',
      cause: new TypeError('Failed to fetch dynamically imported module'),
    });
    expect(chunkReload).toHaveBeenCalledTimes(1);
    expect(preloadReload).not.toHaveBeenCalled();
  });

  it('still reloads for a failing import nobody else watches once guarded imports settled', async () => {
    const reload = vi.fn();
    uninstall = installPreloadErrorReload(reload);
    await importWithRetry(() => Promise.resolve({ default: 'Page' }), 'home', { reload });

    expect(firePreloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening once uninstalled', () => {
    const reload = vi.fn();
    installPreloadErrorReload(reload)();
    firePreloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
