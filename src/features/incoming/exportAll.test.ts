// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ConversationPage } from '../../lib/api-client/schema';
import { mockDb } from '../../mocks/data';
import { server } from '../../mocks/node';
import { EXPORT_MAX_ROWS, fetchAllMatching, type ExportProgress } from './exportAll';

/**
 * The server answers every page with `rowsOn(page)` copies of a conversation and promises
 * `total`; the pages asked for are noted in the returned list.
 */
function servePages(total: number, rowsOn: (page: number) => number) {
  const pages: number[] = [];
  server.use(
    http.get('*/api/v1/conversations', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      const template = mockDb().conversations[0]!;
      const items = Array.from({ length: rowsOn(page) }, (_, i) => ({
        ...template,
        id: `c-${page}-${i}`,
      }));
      return HttpResponse.json<ConversationPage>({ items, total, page, pageSize: 100 });
    }),
  );
  return pages;
}

describe('fetchAllMatching', () => {
  it('fetches every page of the filter, in order, with progress', async () => {
    const progress: ExportProgress[] = [];
    const result = await fetchAllMatching({ sort: 'startedAt:desc' }, (p) => progress.push(p));
    const all = mockDb().conversations;
    expect(result?.rows).toHaveLength(all.length);
    expect(result?.capped).toBe(false);
    expect(new Set(result?.rows.map((row) => row.id)).size).toBe(all.length);
    expect(progress.at(-1)).toEqual({ done: all.length, target: all.length });
    expect(progress.map((p) => p.done)).toEqual([100, 200, 300, 400, all.length]);
  });

  it('keeps the filter on every page', async () => {
    const result = await fetchAllMatching({ channel: 'voice' }, () => {});
    expect(result?.rows.length).toBe(
      mockDb().conversations.filter((c) => c.channel === 'voice').length,
    );
    expect(result?.rows.every((row) => row.channel === 'voice')).toBe(true);
  });

  it(`stops at ${EXPORT_MAX_ROWS} rows and says the export is capped`, async () => {
    const pages = servePages(12_345, () => 100);
    const result = await fetchAllMatching({}, () => {});
    expect(result?.rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(result).toMatchObject({ matching: 12_345, capped: true });
    expect(pages).toHaveLength(EXPORT_MAX_ROWS / 100);
  });

  it('stops between pages when cancelled, and gives nothing to download', async () => {
    let pages = 0;
    const result = await fetchAllMatching(
      {},
      () => {
        pages += 1;
      },
      () => pages >= 2,
    );
    expect(result).toBeUndefined();
    expect(pages).toBe(2);
  });

  it('ends at the first short page, even when the total promised more', async () => {
    const pages = servePages(1_000, (page) => (page === 1 ? 100 : 30));
    const result = await fetchAllMatching({}, () => {});
    expect(pages).toEqual([1, 2]);
    expect(result?.rows).toHaveLength(130);
  });
});
