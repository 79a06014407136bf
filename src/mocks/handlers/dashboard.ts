import { http, HttpResponse } from 'msw';
import {
  CHANNEL_FILTER_VALUES,
  type ConversationDetail,
  type DashboardSummary,
  type DateRange,
  type Language,
} from '../../lib/api-client/schema';
import { DAY_MS, dayOf, mockDb, startOfDay } from '../data';
import { answersFlowQuestion } from '../data/flowConversations';
import { readEnum } from './listQuery';
import { inRange, readPeriod } from './period';
import { API, type FieldErrors, hasErrors, validationFailed } from './respond';

const TOP = 10;

function top<T>(counts: Map<string, { count: number; value: T }>) {
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP)
    .map(({ count, value }) => ({ ...value, count }));
}

function countInto<T>(counts: Map<string, { count: number; value: T }>, key: string, value: T) {
  const entry = counts.get(key) ?? { count: 0, value };
  entry.count += 1;
  counts.set(key, entry);
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function summarize(conversations: ConversationDetail[], range: DateRange): DashboardSummary {
  const outcomes = { contained: 0, handover: 0, abandoned: 0 };
  const intents = new Map<string, { count: number; value: { intent: string } }>();
  const unrecognized = new Map<
    string,
    { count: number; value: { text: string; language: Language } }
  >();
  const days = new Map<string, { date: string; voice: number; chat: number }>();
  for (let day = startOfDay(range.from); day <= startOfDay(range.to); day += DAY_MS) {
    days.set(dayOf(day), { date: dayOf(day), voice: 0, chat: 0 });
  }
  let duration = 0;
  for (const conversation of conversations) {
    outcomes[conversation.outcome] += 1;
    duration += conversation.durationSeconds;
    const point = days.get(conversation.startedAt.slice(0, 10));
    if (point) point[conversation.channel] += 1;
    if (conversation.topIntent) {
      countInto(intents, conversation.topIntent, { intent: conversation.topIntent });
    }
    for (const [index, turn] of conversation.transcript.entries()) {
      if (turn.speaker !== 'caller' || turn.intent !== null) continue;
      // An answer to a flow's question (a number, a choice) is no request the bot missed.
      if (answersFlowQuestion(conversation.transcript, index)) continue;
      const key = `${conversation.language}\n${turn.text}`;
      countInto(unrecognized, key, { text: turn.text, language: conversation.language });
    }
  }
  const total = conversations.length;
  return {
    period: range,
    conversations: total,
    containedRate: rate(outcomes.contained, total),
    handoverRate: rate(outcomes.handover, total),
    abandonedRate: rate(outcomes.abandoned, total),
    averageDurationSeconds: total === 0 ? 0 : Math.round(duration / total),
    topIntents: top(intents),
    unrecognizedInputs: top(unrecognized),
    timeline: [...days.values()],
    outcomes,
  };
}

export function dashboardHandlers() {
  return [
    http.get(`${API}/dashboard/summary`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const db = mockDb();
      const range = readPeriod(params, db.now, errors, true);
      const channel = readEnum(params, 'channel', CHANNEL_FILTER_VALUES, errors) ?? 'all';
      if (range && startOfDay(range.to) - startOfDay(range.from) > 366 * DAY_MS) {
        errors.from = 'invalid';
      }
      if (hasErrors(errors) || !range) return validationFailed(errors);
      const selected = db.conversations.filter(
        (c) => inRange(c.startedAt, range) && (channel === 'all' || c.channel === channel),
      );
      return HttpResponse.json<DashboardSummary>(summarize(selected, range));
    }),
  ];
}
