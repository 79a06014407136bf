import { Log, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureOidcLogging } from './oidcLogging';

afterEach(() => {
  Log.reset();
  vi.restoreAllMocks();
});

const exercise = () =>
  void new UserManager({ authority: 'https://id.example.com', client_id: 'c', redirect_uri: 'x' })
    .getUser()
    .catch(() => undefined);

describe('configureOidcLogging', () => {
  it('silences the library completely in production, even with a console logger set', async () => {
    const spies = (['debug', 'info', 'warn', 'error', 'log'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    Log.setLogger(console);
    Log.setLevel(Log.DEBUG);
    configureOidcLogging(true);
    exercise();
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('shows warnings but no debug output during development', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    configureOidcLogging(false);
    exercise();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(debug).not.toHaveBeenCalled();
  });
});
