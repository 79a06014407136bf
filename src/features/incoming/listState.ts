import {
  CHANNEL_VALUES,
  LANGUAGE_VALUES,
  OUTCOME_VALUES,
  PERIOD_VALUES,
  type Channel,
  type Language,
  type Outcome,
  type Period,
} from '../../lib/api-client/schema';
import { isValidDateRange } from '../../lib/list-page/dateRange';
import { param } from '../../lib/list-page/listParams';
import { isFiltered, type ListDefinition } from '../../lib/list-page/listState';
import { listPaging, type PagedListState } from '../../lib/list-page/pagedList';
import type { ConversationsParams, ConversationsSortField } from './api/conversations';

/** The contract's limits for `q` and `bot`. */
export const MAX_QUERY_LENGTH = 200;
const MAX_BOT_LENGTH = 100;

export const INCOMING_PAGING = listPaging<ConversationsSortField>({
  sortFields: ['startedAt', 'durationSeconds', 'outcome', 'channel', 'language'],
  defaultSort: { field: 'startedAt', direction: 'desc' },
  pageSizes: [10, 25, 50, 100],
});

/** Everything that decides which conversations the list shows; it lives in the address. */
export interface IncomingListState extends PagedListState<ConversationsSortField> {
  /** Undefined: all conversations. */
  period: Period | undefined;
  /** `YYYY-MM-DD` (UTC calendar days); only with period `custom`, and then always both set. */
  from: string;
  to: string;
  /** Undefined: both channels. */
  channel: Channel | undefined;
  outcome: Outcome | undefined;
  language: Language | undefined;
  /** A bot's name (e.g. from Home's bot list); '' for every bot. */
  bot: string;
  /** Free text over caller and transcript; '' for none. */
  q: string;
}

/** The address parameters, in the order they are written; picked filters get a history entry. */
export const INCOMING_LIST: ListDefinition<IncomingListState> = {
  params: {
    period: param.oneOf(PERIOD_VALUES),
    from: param.day(),
    to: param.day(),
    channel: param.oneOf(CHANNEL_VALUES),
    outcome: param.oneOf(OUTCOME_VALUES),
    language: param.oneOf(LANGUAGE_VALUES),
    bot: param.text({ maxLength: MAX_BOT_LENGTH, dropTooLong: true }),
    q: param.text({ maxLength: MAX_QUERY_LENGTH }),
    ...INCOMING_PAGING.params,
  },
  // A custom period without a usable range would be a 400; it means "all" instead. Days travel
  // only with a custom period.
  normalize: (state) => {
    const custom = state.period === 'custom' && isValidDateRange(state);
    return {
      ...state,
      period: state.period === 'custom' && !custom ? undefined : state.period,
      from: custom ? state.from : '',
      to: custom ? state.to : '',
    };
  },
  history: 'push',
};

/** What narrows the list; "Clear filters" resets these (sort and page size stay). */
export const FILTER_KEYS = [
  'period',
  'from',
  'to',
  'channel',
  'outcome',
  'language',
  'bot',
  'q',
] as const satisfies readonly (keyof IncomingListState)[];

/** The GET /conversations query for a list state (undefined members are not sent). */
export function toConversationsParams(state: IncomingListState): ConversationsParams {
  const custom = state.period === 'custom';
  return {
    ...INCOMING_PAGING.query(state),
    period: state.period,
    from: custom ? state.from : undefined,
    to: custom ? state.to : undefined,
    channel: state.channel,
    outcome: state.outcome,
    language: state.language,
    q: state.q.trim() || undefined,
    bot: state.bot || undefined,
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

/** Whether any filter narrows the list (for the "nothing matches" wording). */
export const hasFilters = (state: IncomingListState) =>
  isFiltered(INCOMING_LIST, state, FILTER_KEYS);
