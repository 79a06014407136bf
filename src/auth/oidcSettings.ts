import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { PortalSettings } from '../settings/portalSettings';

/** Spec §9 sign-in constants. */
export const OIDC_TIMINGS = {
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  checkSessionIntervalInSeconds: 2,
  popupHeight: 640,
} as const;

export function oidcScope(extraScopes = import.meta.env.VITE_OIDC_EXTRA_SCOPES ?? ''): string {
  const scopes = ['openid', ...extraScopes.split(/\s+/).filter(Boolean)];
  return [...new Set(scopes)].join(' ');
}

/** The one redirect URI administrators register: the site root, e.g. `https://portal.example.com/`. */
export function siteRootUrl(origin: string): string {
  return new URL('/', origin).href;
}

export function buildUserManagerSettings(
  settings: PortalSettings,
  origin: string,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  return {
    authority: settings.oidcAuthority,
    client_id: settings.oidcClientId,
    // Sign-in, silent renewal and sign-out all come back to the site root, spelled exactly as a
    // browser serialises it (with the trailing slash): providers compare redirect URIs verbatim.
    redirect_uri: siteRootUrl(origin),
    silent_redirect_uri: siteRootUrl(origin),
    post_logout_redirect_uri: siteRootUrl(origin),
    response_type: 'code',
    scope: oidcScope(),
    automaticSilentRenew: true,
    loadUserInfo: false,
    // Revocation happens at sign-out in useSessionActions, where its failure cannot block it.
    revokeTokensOnSignout: false,
    accessTokenExpiringNotificationTimeInSeconds:
      OIDC_TIMINGS.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: OIDC_TIMINGS.silentRequestTimeoutInSeconds,
    // Only takes effect where the provider advertises a check_session_iframe.
    monitorSession: true,
    checkSessionIntervalInSeconds: OIDC_TIMINGS.checkSessionIntervalInSeconds,
    popupWindowFeatures: { height: OIDC_TIMINGS.popupHeight },
    userStore: new WebStorageStateStore({ store: storage }),
    // The PKCE verifier and state live with the user in sessionStorage: nothing in localStorage.
    stateStore: new WebStorageStateStore({ store: storage }),
  };
}
