import type { RawPortalSettings } from '../settings/portalSettings';

/** What the mock server needs to know about its surroundings (the local identity provider). */
export interface MockOptions {
  settings: RawPortalSettings;
}

export const DEFAULT_MOCK_SETTINGS: RawPortalSettings = {
  NIAM_OIDC_URL: 'http://localhost:9400',
  NIAM_OIDC_CLIENT_ID_PORTAL: 'neo-portal',
  NEO_LANGUAGES_ENABLED: ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'],
};
