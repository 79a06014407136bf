/** Matches the portal-settings request, whatever host serves it. */
export function isSettingsRequest(url: URL): boolean {
  return url.pathname === '/api/v1/configs' && url.searchParams.get('scope') === 'portal';
}
