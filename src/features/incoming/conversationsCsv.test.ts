import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../lib/api-client/schema';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { buildConversationsCsv, conversationsCsvFilename } from './conversationsCsv';
import { CSV_BOM } from '../../lib/csv/buildCsv';

const row: ConversationSummary = {
  id: 'conv-0001',
  startedAt: '2025-11-20T09:15:00.000Z',
  channel: 'voice',
  caller: '+49 *** *** 1234',
  language: 'de-DE',
  outcome: 'handover',
  durationSeconds: 185,
  botName: 'Service, "Hotline"',
  topIntent: null,
};

describe('conversations CSV', () => {
  it('has translated headers and one line per row', () => {
    const t = createSyncTestI18n().t;
    const lines = buildConversationsCsv([row, { ...row, id: 'conv-0002' }], t)
      .replace(CSV_BOM, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Started (UTC),Channel,Caller,Language,Outcome,Duration (seconds),Bot,Top intent',
    );
    expect(lines[1]).toBe(
      "conv-0001,2025-11-20T09:15:00.000Z,Voice,'+49 *** *** 1234,German,Handed over,185," +
        '"Service, ""Hotline""",',
    );
    expect(lines).toHaveLength(4); // header, two rows, the empty string after the last CRLF
  });

  it('names the file with the local day', () => {
    expect(conversationsCsvFilename(new Date(2025, 0, 5, 23, 30))).toBe(
      'incoming-conversations-2025-01-05.csv',
    );
  });
});
