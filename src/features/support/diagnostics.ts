/** Facts about the portal and browser a support engineer needs; all strings (the contract). */
export interface Diagnostics {
  portalVersion: string;
  browser: string;
  language: string;
  time: string;
  correlationId: string;
  connection: 'online' | 'offline';
  keepAlive: 'reachable' | 'unreachable' | 'unknown';
  [key: string]: string;
}

export interface DiagnosticsInput {
  language: string;
  correlationId: string;
  online: boolean;
  /** The last keep-alive check; undefined while none has finished. */
  keepAliveOk: boolean | undefined;
  now: number;
}

// Three base64url segments: the shape of a JWT (access and ID tokens).
const JWT_LIKE = /[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/;

/**
 * Built from an explicit list of harmless facts, never by copying storage or headers, so no
 * token can slip in. As defence in depth, a value shaped like a JWT is dropped anyway.
 */
export function collectDiagnostics(input: DiagnosticsInput): Diagnostics {
  const diagnostics: Diagnostics = {
    portalVersion: __APP_VERSION__,
    browser: navigator.userAgent,
    language: input.language,
    time: new Date(input.now).toISOString(),
    correlationId: input.correlationId,
    connection: input.online ? 'online' : 'offline',
    keepAlive:
      input.keepAliveOk === undefined ? 'unknown' : input.keepAliveOk ? 'reachable' : 'unreachable',
  };
  for (const [key, value] of Object.entries(diagnostics)) {
    if (JWT_LIKE.test(value)) diagnostics[key] = '[removed]';
  }
  return diagnostics;
}
