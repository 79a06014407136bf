import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('stops listening once uninstalled', () => {
    const reload = vi.fn();
    installPreloadErrorReload(reload)();
    firePreloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
