import type { Channel, Language, Outcome, Period } from '../../lib/api-client/schema';
import type { ConversationsParams, ConversationsSortField } from './api/getConversations';
import { isChannel, isLanguage, isOutcome, isPeriod } from './options';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The contract's limits for `q` and `bot`. */
export const MAX_QUERY_LENGTH = 200;
const MAX_BOT_LENGTH = 100;

export const SORT_FIELDS: readonly ConversationsSortField[] = [
  'startedAt',
  'durationSeconds',
  'outcome',
  'channel',
  'language',
];
export type SortDirection = 'asc' | 'desc';

/** Everything that decides which conversations the list shows; it lives in the address. */
export interface IncomingListState {
  /** 1-based, like the API. */
  page: number;
  pageSize: number;
  sortField: ConversationsSortField;
  sortDirection: SortDirection;
  /** Undefined: all conversations. */
  period?: Period;
  /** `YYYY-MM-DD` (UTC calendar days); only with period `custom`, and then always both set. */
  from?: string;
  to?: string;
  /** Undefined: both channels. */
  channel?: Channel;
  outcome?: Outcome;
  language?: Language;
  /** Free text over caller and transcript; '' for none. */
  q: string;
  /** A bot's name (e.g. from Home's bot list); undefined: every bot. */
  bot?: string;
}

export const DEFAULT_LIST_STATE: IncomingListState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sortField: 'startedAt',
  sortDirection: 'desc',
  q: '',
};

const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A custom range the server accepts: two real days, the first not after the second. */
export const isValidRange = (from: string | null, to: string | null) =>
  isDay(from) && isDay(to) && from <= to;

function positiveInt(raw: string | null): number | undefined {
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/**
 * The list state an address describes. Anything unknown or malformed (a hand-edited or stale
 * link) falls back to its default instead of reaching the server as a 400.
 */
export function parseListState(params: URLSearchParams): IncomingListState {
  const pageSize = positiveInt(params.get('pageSize'));
  const [sortField, sortDirection] = (params.get('sort') ?? '').split(':');
  const validSort =
    (SORT_FIELDS as readonly string[]).includes(sortField) &&
    (sortDirection === 'asc' || sortDirection === 'desc');
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const channel = params.get('channel');
  const outcome = params.get('outcome');
  const language = params.get('language');

  const state: IncomingListState = {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    sortField: validSort ? (sortField as ConversationsSortField) : DEFAULT_LIST_STATE.sortField,
    sortDirection: validSort ? (sortDirection as SortDirection) : DEFAULT_LIST_STATE.sortDirection,
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
  };
  // A custom period without a usable range would be a 400; it means "all" instead.
  if (isPeriod(period) && (period !== 'custom' || isValidRange(from, to))) {
    state.period = period;
    if (period === 'custom') Object.assign(state, { from, to });
  }
  if (isChannel(channel)) state.channel = channel;
  if (isOutcome(outcome)) state.outcome = outcome;
  if (isLanguage(language)) state.language = language;
  const bot = params.get('bot')?.trim();
  if (bot && bot.length <= MAX_BOT_LENGTH) state.bot = bot;
  return state;
}

/** The address for a list state: defaults are left out so shared links stay short. */
export function serializeListState(state: IncomingListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.period) params.set('period', state.period);
  if (state.period === 'custom' && state.from && state.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.channel) params.set('channel', state.channel);
  if (state.outcome) params.set('outcome', state.outcome);
  if (state.language) params.set('language', state.language);
  if (state.bot) params.set('bot', state.bot);
  const q = state.q.trim();
  if (q) params.set('q', q);
  const sort = `${state.sortField}:${state.sortDirection}`;
  if (sort !== `${DEFAULT_LIST_STATE.sortField}:${DEFAULT_LIST_STATE.sortDirection}`) {
    params.set('sort', sort);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The GET /conversations query for a list state (undefined members are not sent). */
export function toConversationsParams(state: IncomingListState): ConversationsParams {
  const custom = state.period === 'custom';
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: `${state.sortField}:${state.sortDirection}`,
    period: state.period,
    from: custom ? state.from : undefined,
    to: custom ? state.to : undefined,
    channel: state.channel,
    outcome: state.outcome,
    language: state.language,
    q: state.q.trim() || undefined,
    bot: state.bot,
  };
}

/** The list's filter and sort without paging: what "export all matching" walks through. */
export function exportFilter(
  state: IncomingListState,
): Omit<ConversationsParams, 'page' | 'pageSize'> {
  const params: Partial<ConversationsParams> = { ...toConversationsParams(state) };
  delete params.page;
  delete params.pageSize;
  return params;
}

export type ListStateChange = Partial<Omit<IncomingListState, 'page'>>;

/** Applies a filter, sort or page-size change; the result starts again at the first page. */
export function withChanges(state: IncomingListState, changes: ListStateChange): IncomingListState {
  const next: IncomingListState = { ...state, ...changes, page: 1 };
  if (next.period !== 'custom') {
    delete next.from;
    delete next.to;
  }
  return next;
}

/** Whether any filter narrows the list (for the "nothing matches" wording). */
export const hasFilters = (state: IncomingListState) =>
  Boolean(
    state.period || state.channel || state.outcome || state.language || state.bot || state.q.trim(),
  );
