import { whenIdle } from '../lib/idle/whenIdle';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrub';

export interface ErrorReportingOptions {
  dsn?: string;
  /** The page's host name; it is also the reported environment. */
  hostname: string;
  release?: string;
}

type CaptureException = (error: unknown) => void;

// Idle callbacks may starve on a busy page; this caps the wait.
const IDLE_TIMEOUT_MS = 5000;
// Browsers without requestIdleCallback (Safari): let the first screen render first.
const FALLBACK_DELAY_MS = 1000;

let started: Promise<CaptureException | undefined> | undefined;

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1'
  );
}

async function loadAndInit(dsn: string, options: ErrorReportingOptions): Promise<CaptureException> {
  // Dynamic: the SDK is its own chunk and never delays the login screen. Destructured, so the
  // bundler keeps only what is used (not replay, feedback, …).
  const { init, browserTracingIntegration, captureException } = await import('@sentry/react');
  init({
    dsn,
    environment: options.hostname,
    release: options.release,
    tracesSampleRate: 1,
    integrations: [browserTracingIntegration()],
    // SDK 11 replaced sendDefaultPii with dataCollection, whose defaults collect more.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      // The referrer of the first page after sign-in is the identity provider's login page.
      httpHeaders: { request: { deny: ['referer'] }, response: false },
    },
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    // SDK 11 streams spans by default and then ignores beforeSendTransaction: spans (and the
    // transaction name, the segment span's name) are scrubbed here instead.
    beforeSendSpan: scrubSpan,
  });
  return (error) => void captureException(error);
}

/** Starts error reporting once; resolves whether it runs. */
export function initErrorReporting(options: ErrorReportingOptions): Promise<boolean> {
  const dsn = options.dsn?.trim();
  if (!dsn || isLocalHost(options.hostname)) return Promise.resolve(false);
  started ??= loadAndInit(dsn, options).catch(() => {
    // The chunk failed to load (offline, new deploy): reporting stays off, a later call may retry.
    started = undefined;
    return undefined;
  });
  return started.then(Boolean);
}

/** Schedules initErrorReporting for when the browser is idle; returns a cancel function. */
export function startErrorReportingWhenIdle(options: ErrorReportingOptions): () => void {
  return whenIdle(() => void initErrorReporting(options), {
    timeout: IDLE_TIMEOUT_MS,
    fallbackDelay: FALLBACK_DELAY_MS,
  });
}

/** Forwards to Sentry once started (also while it is still loading); a no-op otherwise. */
export function reportError(error: unknown): void {
  void started?.then((capture) => capture?.(error));
}
