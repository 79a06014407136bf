import type { LogEntry, LogPage } from '../../../lib/api-client/schema';

/** The most lines the view keeps; the oldest go beyond it, so a day-long tail stays bounded. */
export const MAX_LOG_LINES = 100_000;

export interface LogBuffer {
  /** Newest first. */
  lines: readonly LogEntry[];
  /** Where the tail goes on from (`since`). */
  latestCursor: string | null;
  /** Where older lines are paged from (`cursor`); null at the oldest. */
  olderCursor: string | null;
}

export const EMPTY_BUFFER: LogBuffer = { lines: [], latestCursor: null, olderCursor: null };

// Cursors leave no overlap; comparing against the lines at the joining edge still keeps a
// repeated answer (a retried request) from showing a line twice, at the cost of one page.
function unseen(incoming: readonly LogEntry[], edge: readonly LogEntry[]): LogEntry[] {
  const seen = new Set(edge.map((line) => line.id));
  return incoming.filter((line) => !seen.has(line.id));
}

/** The first page of a (new) filter. */
export function fromFirstPage(page: LogPage): LogBuffer {
  return {
    lines: page.items.slice(0, MAX_LOG_LINES),
    latestCursor: page.latestCursor,
    olderCursor: page.nextCursor,
  };
}

/** A tail answer (newest first) goes on top; beyond the cap the oldest lines go. */
export function withNewer(buffer: LogBuffer, page: LogPage, max = MAX_LOG_LINES): LogBuffer {
  const fresh = unseen(page.items, buffer.lines.slice(0, page.items.length + 1));
  const lines = fresh.length === 0 ? buffer.lines : [...fresh, ...buffer.lines];
  const capped = lines.length > max ? lines.slice(0, max) : lines;
  return {
    lines: capped,
    latestCursor: page.latestCursor,
    // Cursors are opaque: once lines were dropped there is no way back to them from here (a
    // narrower filter or time range finds them again).
    olderCursor: capped === lines ? buffer.olderCursor : null,
  };
}

/** An older page goes at the bottom (up to the cap). */
export function withOlder(buffer: LogBuffer, page: LogPage, max = MAX_LOG_LINES): LogBuffer {
  const fresh = unseen(page.items, buffer.lines.slice(-page.items.length - 1));
  const room = Math.max(0, max - buffer.lines.length);
  return {
    ...buffer,
    lines: [...buffer.lines, ...fresh.slice(0, room)],
    olderCursor: room >= fresh.length ? page.nextCursor : buffer.olderCursor,
  };
}
