import type { LogEntry } from '../../lib/api-client/schema';
import { mockDb } from './store';
import { latestLogSeq, logEntry, type LogContext } from './tech';

// Generated lines are kept once made: a tail or a deep scroll asks for the same ones again, and a
// failed request's line (below) must stay what it was.
const lines = new Map<number, LogEntry>();
let context: LogContext | undefined;

/** The log generator's inputs for the current data set (rebuilt after a reset). */
export function logContext(): LogContext {
  const { now, bots, conversations } = mockDb();
  if (context?.now !== now || context.bots !== bots) {
    lines.clear();
    context = {
      now,
      bots,
      voiceConversationIds: conversations
        .filter((conversation) => conversation.channel === 'voice')
        .slice(0, 40)
        .map((conversation) => conversation.id),
    };
  }
  return context;
}

export function logLine(seq: number): LogEntry {
  const ctx = logContext();
  let line = lines.get(seq);
  if (!line) {
    line = logEntry(ctx, seq);
    lines.set(seq, line);
  }
  return line;
}

let failures = 0;

/**
 * A failed request is logged by the server under a trace id that its error answer carries, so
 * "open in logs" finds it: the mock writes it as the newest line.
 */
export function logFailedRequest(status: number, code: string, message: string): string {
  const ctx = logContext();
  const seq = latestLogSeq(ctx, Date.now());
  failures += 1;
  const traceId = `trace-req-${failures.toString(16).padStart(6, '0')}`;
  lines.set(seq, {
    ...logEntry(ctx, seq),
    level: status >= 500 ? 'error' : 'warn',
    component: 'api',
    traceId,
    message,
    attributes: { status, code },
  });
  return traceId;
}
