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
