import { downloadTextFile } from '../../../lib/csv/downloadFile';
import type { LogEntry } from '../../../lib/api-client/schema';
import { getLogs } from '../api/logs';

/** A download holds at most this many lines, newest first (a day of a busy platform). */
export const DOWNLOAD_MAX_LINES = 10_000;
const PAGE_LINES = 1000;

/** Every line of the filter, page by page, as JSON lines (one entry per line). */
export async function collectLogs(
  query: Record<string, string>,
  max = DOWNLOAD_MAX_LINES,
): Promise<LogEntry[]> {
  const lines: LogEntry[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await getLogs(cursor ? { ...query, cursor } : query, PAGE_LINES);
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && lines.length < max);
  return lines.slice(0, max);
}

export async function downloadLogs(query: Record<string, string>): Promise<void> {
  const lines = await collectLogs(query);
  const day = new Date().toISOString().slice(0, 10);
  downloadTextFile(
    lines.map((line) => JSON.stringify(line)).join('\n') + '\n',
    `logs-${day}.jsonl`,
    'application/x-ndjson',
  );
}
