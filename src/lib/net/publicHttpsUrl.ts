/** Why a URL cannot receive calls from the platform, as the API's field error reasons. */
export type PublicUrlProblem = 'required' | 'invalid' | 'not_https' | 'private_address';

const PRIVATE_HOSTS = [
  /^localhost$/,
  /\.localhost$/,
  /\.local$/,
  /\.internal$/,
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^\[(::1?|f[cd][0-9a-f]{2}:.*|fe80:.*)\]$/,
];

/**
 * Webhook targets must be https (the payload carries conversation data) and reachable from the
 * internet: a loopback or private address would let the platform be pointed at its own network.
 * The server checks the same; the form checks first so the person sees it at the field.
 */
export function publicHttpsUrlProblem(value: string): PublicUrlProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:') return url.protocol === 'http:' ? 'not_https' : 'invalid';
  const host = url.hostname.toLowerCase();
  if (!host.includes('.') && !host.startsWith('[')) return 'private_address';
  if (PRIVATE_HOSTS.some((pattern) => pattern.test(host))) return 'private_address';
  return null;
}
