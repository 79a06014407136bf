import axios from 'axios';
import {
  MalformedAnswerError,
  TimeoutError,
  errorBodyOf,
  fieldErrorsOf,
  httpStatusOf,
} from '../../../lib/api-client/apiErrors';

/** Why a simulator call failed, as far as the person can act on it. */
export type SimulatorFailureKind =
  | 'notPublished'
  | 'unknownStep'
  | 'flowGone'
  | 'expired'
  | 'ended'
  | 'invalid'
  | 'forbidden'
  | 'timeout'
  | 'offline'
  | 'server'
  | 'malformed';

export interface SimulatorFailure {
  /** Which call failed: starting a conversation, or a message in a running one. */
  during: 'start' | 'send';
  kind: SimulatorFailureKind;
}

export const FAILURE_TEXT_KEYS = {
  notPublished: 'flows.simulator.failure.notPublished',
  unknownStep: 'flows.simulator.failure.unknownStep',
  flowGone: 'flows.simulator.failure.flowGone',
  expired: 'flows.simulator.failure.expired',
  ended: 'flows.simulator.failure.ended',
  invalid: 'flows.simulator.failure.invalid',
  forbidden: 'flows.simulator.failure.forbidden',
  timeout: 'flows.simulator.failure.timeout',
  offline: 'flows.simulator.failure.offline',
  server: 'flows.simulator.failure.server',
  malformed: 'flows.simulator.failure.malformed',
} as const satisfies Record<SimulatorFailureKind, string>;

/** Failures the same request may not meet again: worth a plain "Try again". */
const PASSING: readonly SimulatorFailureKind[] = ['timeout', 'offline', 'server', 'malformed'];
export const isPassing = (kind: SimulatorFailureKind) => PASSING.includes(kind);

/**
 * Failures after which the conversation cannot go on (the server no longer has it, or has
 * ended it): only a restart helps, so the message field goes.
 */
export const isSessionLost = (failure: SimulatorFailure | undefined) =>
  failure?.during === 'send' && (failure.kind === 'expired' || failure.kind === 'ended');

/** A failed simulator call as what it means for the person (see the contract's errors). */
export function simulatorFailureOf(
  error: unknown,
  during: SimulatorFailure['during'],
): SimulatorFailure {
  const failure = (kind: SimulatorFailureKind): SimulatorFailure => ({ during, kind });
  if (error instanceof TimeoutError) return failure('timeout');
  if (error instanceof MalformedAnswerError) return failure('malformed');
  const status = httpStatusOf(error);
  if (status === 400) {
    const fields = fieldErrorsOf(error);
    if (during === 'start' && fields.source === 'unknown_value') return failure('notPublished');
    if (during === 'start' && fields.startNodeId === 'unknown_value') {
      return failure('unknownStep');
    }
    if (errorBodyOf(error)?.code === 'session_ended') return failure('ended');
    return failure('invalid');
  }
  if (status === 401 || status === 403) return failure('forbidden');
  // A start finds no flow; a message no conversation (expired, or the mock was reset).
  if (status === 404) return failure(during === 'start' ? 'flowGone' : 'expired');
  if (status !== undefined) return failure('server');
  if (axios.isAxiosError(error)) return failure('offline');
  return failure('server');
}
