import type {
  ApiCallOutcome,
  ApiCallTrialMapping,
  FlowHttpMethod,
  FlowResponseMapping,
} from '../../lib/api-client/schema';
import { readAnswer, renderBody, renderPath } from '../../features/flows/model/apiCall';

/** An API call step's request, as the simulator makes it and "Try this call" tries it. */
export interface IntegrationCall {
  integration: string;
  method: FlowHttpMethod;
  path: string;
  body?: string;
  timeoutMs: number;
}

export interface IntegrationAnswer {
  outcome: ApiCallOutcome;
  status: number | null;
  durationMs: number;
  url: string;
  requestBody: string | null;
  /** The answer's JSON; undefined after a time-out. */
  answer?: unknown;
}

const ORDER_STATES = ['shipped', 'processing', 'delivered'] as const;

/** A stable number for a text: the same order number always has the same state. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** What the stand-in integrations answer: orders and customers by number, else an echo. */
function answerFor(call: IntegrationCall, path: string, received: unknown): unknown {
  const [route] = path.split('?');
  const order = /^\/orders\/([^/]+)$/.exec(route);
  if (order) {
    const number = decodeURIComponent(order[1]);
    const hash = hashOf(number);
    return {
      order: {
        number,
        status: ORDER_STATES[hash % ORDER_STATES.length],
        eta: `2026-12-${String(1 + (hash % 28)).padStart(2, '0')}`,
        items: [{ name: 'Headset', quantity: 1 + (hash % 3) }],
      },
    };
  }
  const customer = /^\/customers\/([^/]+)$/.exec(route);
  if (customer) {
    const number = decodeURIComponent(customer[1]);
    return {
      customer: { number, name: 'Alex Example', tier: hashOf(number) % 2 ? 'gold' : 'basic' },
    };
  }
  return { ok: true, integration: call.integration, method: call.method, received };
}

/**
 * Deterministic stand-ins for a real integration's answers: a path with "fail" in it (after the
 * slots' values are in) fails with 502, else a time-out under 500 ms runs out, else it answers.
 */
export function callIntegration(
  call: IntegrationCall,
  slots: Readonly<Record<string, string>>,
): IntegrationAnswer {
  const path = renderPath(call.path, slots);
  const requestBody = renderBody(call.body, slots);
  const url = `${call.integration}:${path}`;
  const durationMs = 80 + (hashOf(url) % 150);
  if (path.includes('fail')) {
    const answer = { error: 'upstream_unavailable' };
    return { outcome: 'error', status: 502, durationMs, url, requestBody, answer };
  }
  if (call.timeoutMs < 500) {
    return { outcome: 'timeout', status: null, durationMs: call.timeoutMs, url, requestBody };
  }
  let received: unknown;
  try {
    received = requestBody === null ? null : JSON.parse(requestBody);
  } catch {
    // A draft may hold a body that is not JSON yet (listed as invalid_body): refused as a server would.
    const answer = { error: 'invalid_json' };
    return { outcome: 'error', status: 400, durationMs, url, requestBody, answer };
  }
  const answer = answerFor(call, path, received);
  return { outcome: 'success', status: 200, durationMs, url, requestBody, answer };
}

/** What each mapping finds in an answer; null where the answer has nothing at its path. */
export function mapAnswer(
  answer: unknown,
  mappings: readonly FlowResponseMapping[] | undefined,
): ApiCallTrialMapping[] {
  return (mappings ?? []).map(({ path, slot }) => ({
    path,
    slot,
    value: readAnswer(answer, path) ?? null,
  }));
}
