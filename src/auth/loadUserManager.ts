import type { UserManager } from 'oidc-client-ts';
import { whenIdle } from '../lib/idle/whenIdle';
import type { PortalSettings } from '../settings/portalSettings';

/** The settings' UserManager, with oidc-client-ts fetched on first use (its own chunk). */
export async function loadUserManager(settings: PortalSettings): Promise<UserManager> {
  const { userManagerFor } = await import('./userManagerFor');
  return userManagerFor(settings);
}

/** Fetch the sign-in code while the person reads the login screen, so Sign in reacts at once. */
export function prefetchUserManager(): void {
  whenIdle(() => void import('./userManagerFor').catch(() => undefined));
}
