import type { PortalSettings } from '../settings/portalSettings';
import { hasSignInResponse, hasSignOutResponse } from './signInResponse';

/** Where oidc-client-ts keeps the user (WebStorageStateStore prefix + UserManager key). */
export function storedUserKey(settings: PortalSettings): string {
  return `oidc.user:${settings.oidcAuthority}:${settings.oidcClientId}`;
}

/**
 * Whether this page load has a session to restore, or a sign-in or sign-out response to complete.
 * Without any, the login screen is all there is to show, and the sign-in library can load later.
 */
export function needsSessionAtStart(
  settings: PortalSettings,
  href: string = window.location.href,
  inFrame: boolean = window.self !== window.top,
  storage: Storage = window.sessionStorage,
): boolean {
  return (
    inFrame ||
    hasSignInResponse(href) ||
    hasSignOutResponse(href) ||
    storage.getItem(storedUserKey(settings)) !== null
  );
}

/**
 * Whether this load will likely show the signed-in portal (a sign-in response, or a stored user of
 * any provider), decided before the settings name the provider: its code then loads alongside
 * the settings instead of after them.
 */
export function likelySignedInAtStart(
  href: string = window.location.href,
  storage: Storage = window.sessionStorage,
  inFrame: boolean = window.self !== window.top,
): boolean {
  if (inFrame) return false;
  if (hasSignInResponse(href)) return true;
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith('oidc.user:')) return true;
  }
  return false;
}
