import type { UserManager } from 'oidc-client-ts';
import type { PortalSettings } from '../settings/portalSettings';
import { buildUserManagerSettings } from './oidcSettings';
import { configureOidcLogging } from './oidcLogging';
import { PortalUserManager } from './portalUserManager';

const managers = new Map<string, UserManager>();

configureOidcLogging();

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
    manager = new PortalUserManager(buildUserManagerSettings(settings, origin));
    managers.set(key, manager);
  }
  return manager;
}
