import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ApiPath, BodyOf, CollectionOf, PostArgs, QueryOf } from './apiPaths';

export const API_BASE_PATH = '/api/v1';
export const DEFAULT_GET_TIMEOUT_MS = 5000;

/**
 * A 400 answer, after the shared handler has seen it (it tells the person unless the caller
 * marks it handled): callers that show field errors next to inputs catch it and mark it
 * (markBadRequestHandled); everyone else can let it be.
 */
export class BadRequestError extends Error {
  readonly handled = true;
  constructor(
    readonly body: unknown,
    readonly cause: AxiosError,
  ) {
    super(cause.message);
    this.name = 'BadRequestError';
  }
}

/**
 * A 409 answer to a versioned save: somebody saved the resource since this copy was read. The
 * server sends its current copy (`current`) so the person can compare and merge; a body without
 * one still arrives as a ConflictError, with `current` undefined, so nothing is overwritten.
 */
export class ConflictError extends Error {
  constructor(
    readonly current: unknown,
    readonly cause: AxiosError,
  ) {
    super(cause.message);
    this.name = 'ConflictError';
  }
}

function currentCopyOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'current' in body ? body.current : undefined;
}

/**
 * Called for every 400 answer, at once; the app installs one that tells the person unless the
 * caller did (see markBadRequestHandled).
 */
export type BadRequestHandler = (error: AxiosError) => void;

let badRequestHandler: BadRequestHandler = () => {};

// The 400s a caller showed the person itself. Weak: an error nobody holds any more is forgotten.
const handledBadRequests = new WeakSet<AxiosError>();

/**
 * The caller showed this 400 to the person itself (the server's field errors on its fields), so
 * the shared handler adds nothing. Takes what the caller caught; anything but a 400 is ignored.
 */
export function markBadRequestHandled(error: unknown): void {
  if (error instanceof BadRequestError) handledBadRequests.add(error.cause);
  else if (axios.isAxiosError(error) && error.response?.status === 400) {
    handledBadRequests.add(error);
  }
}

export const isBadRequestHandled = (error: AxiosError): boolean => handledBadRequests.has(error);

/** The longest the shared handler waits for a caller to take a 400 (a call that hangs). */
const CALLERS_SETTLED_MAX_MS = 3000;

// Calls under way, follow-up reads included: while any runs, a caller may still be waiting for
// them before it sees its failure (a mutation awaits its invalidations before it rejects).
let inFlight = 0;
let onIdle: (() => void)[] = [];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the callers have had their answers: no call under way, one task after the last
 * ended (a rejection reaches its `catch` in microtasks; a mutation's follow-up reads start in
 * them too) — or after CALLERS_SETTLED_MAX_MS at the latest. A next tick alone is not enough:
 * TanStack Query rejects `mutateAsync` only after the refetches its `onSettled` awaits.
 */
export async function callersSettled(maxMs = CALLERS_SETTLED_MAX_MS): Promise<void> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    await nextTask();
    const left = deadline - Date.now();
    if (inFlight === 0 || left <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      onIdle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

function callEnded(): void {
  inFlight -= 1;
  if (inFlight > 0) return;
  const waiting = onIdle;
  onIdle = [];
  waiting.forEach((resolve) => resolve());
}

/**
 * What the client needs of the signed-in session; the auth layer connects it once. The client
 * knows nothing of OIDC and keeps no token of its own.
 */
export interface ApiSession {
  /** The current user's access token, read at request time; undefined when there is none. */
  accessToken: () => Promise<string | undefined>;
  /** A 401: resolves true when the session was renewed, so the request is sent once more. */
  renew: () => Promise<boolean>;
}

const SIGNED_OUT: ApiSession = { accessToken: async () => undefined, renew: async () => false };
let session: ApiSession = SIGNED_OUT;

/** Connects the session; the returned function disconnects it (if it is still the one). */
export function connectSession(next: ApiSession): () => void {
  session = next;
  return () => {
    if (session === next) session = SIGNED_OUT;
  };
}

export function setBadRequestHandler(handler: BadRequestHandler): void {
  badRequestHandler = handler;
}

// The single axios instance for product calls (exported for tests only). Only its requests carry
// the token, so settings, locales, keep-alive and the identity provider never see it.
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_PATH,
  headers: { Accept: 'application/json' },
  // The API authenticates with the bearer token, never a cookie, so there is no XSRF cookie to
  // echo. Asking axios to look for one delays every request: it reads the cookie through the
  // browser's asynchronous cookie store first (20–40 ms at start, while the browser is busy).
  withXSRFToken: false,
});

// The token is pulled from the session for every request (and again for the repeat after a
// renewal), so a renewed or expired token takes effect on the very next request.
http.interceptors.request.use(async (config) => {
  const token = await session.accessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  return config;
});

/**
 * The spec's error catalogue: 400 → the shared handler, then a BadRequestError for callers that
 * show field errors; time-out (ECONNABORTED) → swallowed, the call returns nothing; anything
 * else → rethrown, a 409 typed as a ConflictError for the versioned-save kit.
 */
function handleError(error: unknown): undefined {
  if (axios.isAxiosError(error)) {
    if (error.code === AxiosError.ECONNABORTED) return undefined;
    if (error.response?.status === 400) {
      badRequestHandler(error);
      throw new BadRequestError(error.response.data, error);
    }
    if (error.response?.status === 409) {
      throw new ConflictError(currentCopyOf(error.response.data), error);
    }
  }
  throw error;
}

const isUnauthorized = (error: unknown) =>
  axios.isAxiosError(error) && error.response?.status === 401;

async function send<T>(run: () => Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await run()).data;
  } catch (error) {
    if (!isUnauthorized(error) || !(await session.renew())) return handleError(error);
  }
  // One more try with the renewed token; a second 401 goes to the caller, never round again.
  try {
    return (await run()).data;
  } catch (error) {
    return handleError(error);
  }
}

/** One call, counted while under way (see callersSettled). */
async function request<T>(run: () => Promise<{ data: T }>): Promise<T | undefined> {
  inFlight += 1;
  try {
    return await send(run);
  } finally {
    callEnded();
  }
}

const joinPath = (...parts: (string | number)[]) =>
  '/' +
  parts
    .map((part) => String(part).replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

/**
 * The product calls. Paths, query parameters and bodies are checked against the contract
 * (`ApiOperations`, generated from api/openapi.yaml); the answer is `unknown` until
 * `validated()` has checked it against its schema.
 */
export const apiClient = {
  get<P extends ApiPath<'get'>>(
    path: P,
    params?: QueryOf<P>,
    timeout: number = DEFAULT_GET_TIMEOUT_MS,
  ) {
    return request<unknown>(() =>
      http.get(joinPath(path), { params, timeout, responseType: 'json' }),
    );
  },
  post<P extends ApiPath<'post'>>(path: P, ...[body, timeout]: PostArgs<P>) {
    return request<unknown>(() =>
      http.post(joinPath(path), body, timeout ? { timeout } : undefined),
    );
  },
  /** A GET whose answer is a text file (an export), kept as text; same error catalogue. */
  getText<P extends ApiPath<'get'>>(path: P, params?: QueryOf<P>) {
    return request<string>(() =>
      http.get<string>(joinPath(path), {
        params,
        timeout: DEFAULT_GET_TIMEOUT_MS,
        responseType: 'text',
        // The text as sent: axios would otherwise turn a JSON export into an object.
        transformResponse: (data: string) => data,
      }),
    );
  },
  /** A POST whose answer is a file (e.g. audio/wav), not JSON; same error catalogue. */
  postForBlob<P extends ApiPath<'post'>>(path: P, body: BodyOf<'post', P>) {
    return request<Blob>(() => http.post<Blob>(joinPath(path), body, { responseType: 'blob' }));
  },
  put<C extends CollectionOf<'put'>>(path: C, id: string, body: BodyOf<'put', `${C}/${string}`>) {
    return request<unknown>(() => http.put(joinPath(path, id), body));
  },
  delete<C extends CollectionOf<'delete'>>(path: C, id: string) {
    return request<unknown>(() => http.delete(joinPath(path, id)));
  },
};
