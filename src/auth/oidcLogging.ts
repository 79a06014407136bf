import { Log } from 'oidc-client-ts';

/**
 * The sign-in library logs nothing in production: its debug output names states, URLs and token
 * responses. During development its warnings and errors go to the console.
 */
export function configureOidcLogging(production: boolean = import.meta.env.PROD): void {
  if (production) {
    Log.setLevel(Log.NONE);
    return;
  }
  Log.setLogger(console);
  Log.setLevel(Log.WARN);
}
