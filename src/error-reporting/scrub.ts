import type { Breadcrumb, BrowserOptions, Event } from '@sentry/react';

/** The span shape `beforeSendSpan` receives (streamed spans, the SDK 11 default). */
export type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

export const FILTERED = '[Filtered]';

// The sign-in response the identity provider appends to the redirect address (query or hash).
const SIGN_IN_RESPONSE_PARAMS = new Set([
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'refresh_token',
  'iss',
]);

// Keys whose value is a credential whatever it looks like (opaque tokens are not JWT-shaped);
// the prefix form catches header attributes such as `http.request.header.authorization`.
const SECRET_KEY = /(^|[._-])(authorization|access_token|refresh_token|id_token)$/i;

// One query or fragment part: from `?`/`#` up to the next `?`, `#`, whitespace or quote, so a hash
// route (`#/path?code=…`) and URLs inside free text (error messages) are both taken apart.
const URL_PART = /([?#])([^?#\s"'<>]*)/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[\w\-.~+/]+=*/gi;

// Events are normalised by the SDK before beforeSend; the bound only guards hand-made breadcrumbs.
const MAX_DEPTH = 12;

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

function isBareQuery(value: string): boolean {
  return (
    value.includes('=') && !/[?#\s]/.test(value) && !value.includes('://') && !value.startsWith('/')
  );
}

function withoutSignInParams(params: string): string {
  return params
    .split('&')
    .filter((pair) => !(pair.includes('=') && SIGN_IN_RESPONSE_PARAMS.has(paramName(pair))))
    .join('&');
}

/**
 * Removes the sign-in response parameters from every query and fragment in `value`. Also takes a
 * bare query string (`code=…&state=…`), as Sentry keeps `request.query_string` without the `?`.
 */
export function scrubUrl(value: string): string {
  if (isBareQuery(value)) return withoutSignInParams(value);
  return value.replace(URL_PART, (_part, mark: string, params: string) => {
    const kept = withoutSignInParams(params);
    return kept ? `${mark}${kept}` : '';
  });
}

function scrubString(value: string): string {
  return scrubUrl(value).replace(JWT, FILTERED).replace(BEARER, `$1${FILTERED}`);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Returns a scrubbed copy; the SDK's objects are never mutated.
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) copy[key] = scrubValue(item, depth + 1);
  }
  return copy;
}

type QueryParams = NonNullable<NonNullable<Event['request']>['query_string']>;

// query_string may also come as an object or as pairs, where the name is a key, not text.
function scrubQueryParams(query: QueryParams): QueryParams {
  if (typeof query === 'string') return query;
  const isSignInParam = (name: string) => SIGN_IN_RESPONSE_PARAMS.has(name.toLowerCase());
  if (Array.isArray(query)) return query.filter(([name]) => !isSignInParam(name));
  return Object.fromEntries(Object.entries(query).filter(([name]) => !isSignInParam(name)));
}

/** For beforeSend (and beforeSendTransaction, should the static trace lifecycle ever be used). */
export function scrubEvent<T extends Event>(event: T): T {
  const scrubbed = scrubValue(event, 0) as T;
  if (scrubbed.request) {
    delete scrubbed.request.cookies;
    if (scrubbed.request.query_string !== undefined) {
      scrubbed.request.query_string = scrubQueryParams(scrubbed.request.query_string);
    }
    const headers = scrubbed.request.headers;
    if (headers) {
      // Same cookies as request.cookies, only unparsed.
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'cookie') delete headers[name];
      }
    }
  }
  return scrubbed;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, 0) as Breadcrumb;
}

/** For beforeSendSpan: span name (the transaction name of a segment span) and attributes. */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  return scrubValue(span, 0) as StreamedSpan;
}
