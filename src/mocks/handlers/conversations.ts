import { http, HttpResponse } from 'msw';
import {
  CHANNEL_FILTER_VALUES,
  LANGUAGE_VALUES,
  OUTCOME_VALUES,
  type ConversationDetail,
  type ConversationPage,
} from '../../lib/api-client/schema';
import { mockDb, toSummary } from '../data';
import { pageOf, readEnum, readListQuery } from './listQuery';
import { inRange, readPeriod } from './period';
import { API, type FieldErrors, hasErrors, notFound, validationFailed } from './respond';

const SORTABLE = ['startedAt', 'durationSeconds', 'outcome', 'channel', 'language'] as const;

const matchesText = (conversation: ConversationDetail, q: string) =>
  conversation.caller.toLowerCase().includes(q) ||
  conversation.transcript.some((turn) => turn.text.toLowerCase().includes(q));

export function conversationsHandlers() {
  return [
    http.get(`${API}/conversations`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const db = mockDb();
      const list = readListQuery(params, SORTABLE, 'startedAt:desc', errors);
      const range = readPeriod(params, db.now, errors, false);
      const channel = readEnum(params, 'channel', CHANNEL_FILTER_VALUES, errors);
      const outcome = readEnum(params, 'outcome', OUTCOME_VALUES, errors);
      const language = readEnum(params, 'language', LANGUAGE_VALUES, errors);
      const q = (params.get('q') ?? '').trim().toLowerCase();
      if (q.length > 200) errors.q = 'too_long';
      const bot = params.get('bot');
      if (bot !== null && (bot.length === 0 || bot.length > 100)) errors.bot = 'invalid';
      if (hasErrors(errors)) return validationFailed(errors);

      const matching = db.conversations.filter(
        (c) =>
          (!range || inRange(c.startedAt, range)) &&
          (!channel || channel === 'all' || c.channel === channel) &&
          (!outcome || c.outcome === outcome) &&
          (!language || c.language === language) &&
          (!bot || c.botName === bot) &&
          (!q || matchesText(c, q)),
      );
      const page = pageOf(matching.map(toSummary), list, (c, field) => c[field]);
      return HttpResponse.json<ConversationPage>(page);
    }),
    http.get(`${API}/conversations/:id`, ({ params }) => {
      const conversation = mockDb().conversations.find((c) => c.id === params.id);
      if (!conversation) return notFound(`Conversation ${String(params.id)}`);
      return HttpResponse.json<ConversationDetail>(conversation);
    }),
  ];
}
