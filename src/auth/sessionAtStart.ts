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
