import { apiClient } from '../lib/api-client/apiClient';
import { parsePortalSettings, type PortalSettings } from './portalSettings';

/**
 * GET {base}/configs?scope=portal through the shared client. A swallowed time-out or 400 comes
 * back as `undefined` and, like any invalid answer, fails validation: the caller retries.
 */
export async function fetchPortalSettings(): Promise<PortalSettings> {
  const body = await apiClient.get('configs', { scope: 'portal' });
  return parsePortalSettings(body);
}

let started: Promise<PortalSettings> | undefined;

/**
 * Sends the first settings request as the page starts, with the start-up's module preloads
 * (the request leaves a few promise steps later, so over HTTP/1.1 it queues behind them for one
 * of the six connections). Holding the preloads back until the settings had left was measured:
 * the settings answered 100 ms sooner, but the signed-in Dashboard's mobile Lighthouse score
 * dropped (65–67 against 69–75, 5 runs each, back to back) and sign-in got no faster.
 */
export function startPortalSettingsLoad(): void {
  started ??= fetchPortalSettings();
  // Its failure is met, and retried, by the first attempt that takes it.
  started.catch(() => undefined);
}

/** The settings' load: the first call takes the request sent at start, if any; later ones ask. */
export function loadPortalSettings(): Promise<PortalSettings> {
  const early = started;
  started = undefined;
  return early ?? fetchPortalSettings();
}
