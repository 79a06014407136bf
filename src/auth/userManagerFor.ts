import { UserManager } from 'oidc-client-ts';
import type { PortalSettings } from '../settings/portalSettings';
import { buildUserManagerSettings } from './oidcSettings';

const managers = new Map<string, UserManager>();

/**
 * One UserManager per settings value, created outside render: a second instance would start a
 * second silent-renew timer and session monitor for the same user.
 */
export function userManagerFor(
  settings: PortalSettings,
  origin = window.location.origin,
): UserManager {
  const key = `${settings.oidcAuthority}|${settings.oidcClientId}|${origin}`;
  let manager = managers.get(key);
  if (!manager) {
    manager = new UserManager(buildUserManagerSettings(settings, origin));
    managers.set(key, manager);
  }
  return manager;
}
