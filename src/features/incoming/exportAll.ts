import type { ConversationSummary } from '../../lib/api-client/schema';
import { getConversations, type ConversationsParams } from './api/conversations';

/** The most rows one export fetches: 50 pages of the contract's largest page size. */
export const EXPORT_MAX_ROWS = 5000;
const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  done: number;
  /** What will be exported: the matching rows, at most EXPORT_MAX_ROWS. */
  target: number;
}

export interface ExportResult {
  rows: ConversationSummary[];
  /** Every conversation matching the filter, exported or not. */
  matching: number;
  /** More matched than EXPORT_MAX_ROWS, so only the first ones are in the file. */
  capped: boolean;
}

/**
 * Every page of the current filter and sort, one after the other (the server pages at most 100
 * rows), up to EXPORT_MAX_ROWS. `cancelled` is asked between pages: a cancelled export stops and
 * resolves undefined, nothing is downloaded.
 */
export async function fetchAllMatching(
  filter: Omit<ConversationsParams, 'page' | 'pageSize'>,
  onProgress: (progress: ExportProgress) => void,
  cancelled: () => boolean = () => false,
): Promise<ExportResult | undefined> {
  const rows: ConversationSummary[] = [];
  let matching: number;
  for (let page = 1; ; page += 1) {
    const answer = await getConversations({ ...filter, page, pageSize: EXPORT_PAGE_SIZE });
    if (cancelled()) return undefined;
    matching = answer.total;
    const target = Math.min(matching, EXPORT_MAX_ROWS);
    rows.push(...answer.items.slice(0, target - rows.length));
    onProgress({ done: rows.length, target });
    // A page shorter than asked is the last one, whatever the total said.
    if (rows.length >= target || answer.items.length < EXPORT_PAGE_SIZE) break;
  }
  return { rows, matching, capped: matching > EXPORT_MAX_ROWS };
}
