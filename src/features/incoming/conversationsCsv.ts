import type { TFunction } from 'i18next';
import type { ConversationSummary } from '../../lib/api-client/schema';
import { buildCsv } from '../../lib/csv/buildCsv';
import {
  CHANNEL_LABEL_KEYS,
  LANGUAGE_LABEL_KEYS,
  OUTCOME_LABEL_KEYS,
} from '../../lib/vocabulary/labels';

/**
 * The visible page as CSV. Headers and codes (channel, outcome, language) are in the interface
 * language, like the table; the start time stays ISO 8601 in UTC and the duration whole seconds,
 * so the file sorts and computes correctly in any spreadsheet locale.
 */
export function buildConversationsCsv(rows: readonly ConversationSummary[], t: TFunction): string {
  const header = [
    t('incoming.csv.id'),
    t('incoming.csv.startedAt'),
    t('incoming.csv.channel'),
    t('incoming.csv.caller'),
    t('incoming.csv.language'),
    t('incoming.csv.outcome'),
    t('incoming.csv.durationSeconds'),
    t('incoming.csv.bot'),
    t('incoming.csv.topIntent'),
  ];
  const lines = rows.map((row) => [
    row.id,
    row.startedAt,
    t(CHANNEL_LABEL_KEYS[row.channel]),
    row.caller,
    t(LANGUAGE_LABEL_KEYS[row.language]),
    t(OUTCOME_LABEL_KEYS[row.outcome]),
    row.durationSeconds,
    row.botName,
    row.topIntent,
  ]);
  return buildCsv(header, lines);
}

/** `incoming-conversations-2025-11-21.csv`, dated with the person's local day. */
export function conversationsCsvFilename(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `incoming-conversations-${day}.csv`;
}
