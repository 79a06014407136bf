import { describe, expect, it } from 'vitest';
import type { LogEntry, LogPage } from '../../../lib/api-client/schema';
import { fromFirstPage, withNewer, withOlder } from './logBuffer';

const line = (seq: number): LogEntry => ({
  id: `log-${seq}`,
  at: new Date(1_700_000_000_000 + seq * 1000).toISOString(),
  level: 'info',
  component: 'api',
  botId: null,
  conversationId: null,
  traceId: null,
  message: `line ${seq}`,
  attributes: {},
});
/** Newest first, like the API. */
const page = (seqs: number[], latest: number, next: number | null): LogPage => ({
  items: seqs.map(line),
  latestCursor: String(latest),
  nextCursor: next === null ? null : String(next),
});
const ids = (lines: readonly LogEntry[]) => lines.map((entry) => Number(entry.id.slice(4)));

describe('the log buffer', () => {
  it('puts tail answers on top, older pages at the bottom, newest first throughout', () => {
    let buffer = fromFirstPage(page([12, 11, 10], 12, 10));
    buffer = withNewer(buffer, page([14, 13], 14, null));
    buffer = withOlder(buffer, page([9, 8], 12, 8));
    expect(ids(buffer.lines)).toEqual([14, 13, 12, 11, 10, 9, 8]);
    expect(buffer).toMatchObject({ latestCursor: '14', olderCursor: '8' });
  });

  it('never shows a line twice when an answer comes again (a retried request)', () => {
    let buffer = fromFirstPage(page([12, 11], 12, 11));
    buffer = withNewer(buffer, page([14, 13], 14, null));
    buffer = withNewer(buffer, page([14, 13], 14, null));
    buffer = withOlder(buffer, page([11, 10], 12, 10));
    expect(ids(buffer.lines)).toEqual([14, 13, 12, 11, 10]);
  });

  it('keeps an empty tail answer from changing anything but the cursor', () => {
    const buffer = fromFirstPage(page([12, 11], 12, 11));
    const after = withNewer(buffer, page([], 20, null));
    expect(after.lines).toBe(buffer.lines);
    expect(after.latestCursor).toBe('20');
  });

  it('drops the oldest lines beyond the cap, and then pages no further back', () => {
    let buffer = fromFirstPage(page([3, 2, 1], 3, 1));
    buffer = withNewer(buffer, page([5, 4], 5, null), 4);
    expect(ids(buffer.lines)).toEqual([5, 4, 3, 2]);
    expect(buffer.olderCursor).toBeNull();
    const full = withOlder(fromFirstPage(page([4, 3, 2], 4, 2)), page([1, 0], 4, null), 4);
    expect(ids(full.lines)).toEqual([4, 3, 2, 1]);
    expect(full.olderCursor).toBe('2');
  });
});
