import type { UserManager } from 'oidc-client-ts';
import { createPageMemo } from '../lib/page-memo';
import type { PortalSettings } from '../settings/portalSettings';
import { buildUserManagerSettings } from './oidcSettings';
import { configureOidcLogging } from './oidcLogging';
import { PortalUserManager } from './portalUserManager';

const once = createPageMemo<UserManager>();

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
  return once(key, () => new PortalUserManager(buildUserManagerSettings(settings, origin)));
}
