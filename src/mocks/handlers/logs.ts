import { http, HttpResponse } from 'msw';
import type { LogEntry, LogLevel, LogPage } from '../../lib/api-client/schema';
import { logContext, logLine } from '../data/logStore';
import { latestLogSeq } from '../data/tech';
import { may } from './may';
import { API, forbidden, validationFailed, type FieldErrors } from './respond';

const LEVEL_ORDER: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
const MAX_LIMIT = 1000;

const parseSeq = (value: string | null) =>
  value === null ? undefined : /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;

const parseTime = (value: string | null) => (value === null ? undefined : Date.parse(value));

export function logsHandlers() {
  return [
    http.get(`${API}/logs`, ({ request }) => {
      if (!may('tech.read')) return forbidden();
      const query = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const level = query.get('level');
      if (level !== null && !LEVEL_ORDER.includes(level as LogLevel))
        errors.level = 'unknown_value';
      const cursor = parseSeq(query.get('cursor'));
      const since = parseSeq(query.get('since'));
      if (Number.isNaN(cursor)) errors.cursor = 'invalid';
      if (Number.isNaN(since)) errors.since = 'invalid';
      const from = parseTime(query.get('from'));
      const to = parseTime(query.get('to'));
      if (Number.isNaN(from)) errors.from = 'invalid';
      if (Number.isNaN(to)) errors.to = 'invalid';
      const limitText = query.get('limit');
      const limit = limitText === null ? 200 : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) errors.limit = 'invalid';
      if (Object.keys(errors).length > 0) return validationFailed(errors);

      const ctx = logContext();
      const minLevel = LEVEL_ORDER.indexOf((level ?? 'debug') as LogLevel);
      const q = query.get('q')?.trim().toLowerCase() ?? '';
      const component = query.get('component');
      const botId = query.get('botId');
      const conversationId = query.get('conversationId');
      const matches = (line: LogEntry) => {
        const at = Date.parse(line.at);
        return (
          LEVEL_ORDER.indexOf(line.level) >= minLevel &&
          (!component || line.component === component) &&
          (!botId || line.botId === botId) &&
          (!conversationId || line.conversationId === conversationId) &&
          (from === undefined || at >= from) &&
          (to === undefined || at <= to) &&
          (!q ||
            line.message.toLowerCase().includes(q) ||
            (line.traceId ?? '').includes(q) ||
            JSON.stringify(line.attributes).toLowerCase().includes(q))
        );
      };

      const newest = latestLogSeq(ctx, Date.now());
      const items: LogEntry[] = [];
      let nextCursor: string | null = null;
      // The tail goes on from the newest line looked at, matching or not.
      let latest = newest;
      if (since !== undefined) {
        // Tailing: the oldest `limit` lines after the cursor, so repeated calls leave no gap.
        let seq = since + 1;
        for (; seq <= newest && items.length < limit; seq++) {
          const line = logLine(seq);
          if (matches(line)) items.push(line);
        }
        latest = Math.max(since, seq - 1);
        items.reverse();
      } else {
        let seq = Math.min(newest, cursor === undefined ? newest : cursor - 1);
        for (; seq >= 0 && items.length < limit; seq--) {
          const line = logLine(seq);
          if (matches(line)) items.push(line);
        }
        nextCursor =
          seq >= 0 && items.length === limit ? items[items.length - 1].id.slice(4) : null;
      }
      const latestCursor = String(latest);
      return HttpResponse.json<LogPage>({ items, nextCursor, latestCursor });
    }),
  ];
}
