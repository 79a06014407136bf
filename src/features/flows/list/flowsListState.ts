import { FLOW_STATUS_VALUES, type FlowStatus } from '../../../lib/api-client/schema';
import { param, sortText, type Sort } from '../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../lib/list-page/listState';
import type { FlowsParams } from '../api/flows';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_FIELDS = ['name', 'updatedAt'] as const;
export type FlowsSortField = (typeof SORT_FIELDS)[number];
/** The contract's limit for `q`. */
export const FLOWS_QUERY_MAX_LENGTH = 200;

/** ?q=&botId=&status=&sort=&page=&pageSize= */
export interface FlowsListState {
  /** Over the name; '' for none. */
  q: string;
  /** One bot's flows; '' for every bot. */
  botId: string;
  status: FlowStatus | undefined;
  sort: Sort<FlowsSortField>;
  page: number;
  pageSize: number;
}

export const FLOWS_LIST: ListDefinition<FlowsListState> = {
  params: {
    q: param.text({ maxLength: FLOWS_QUERY_MAX_LENGTH }),
    // An id, not text to search: one too long to be a bot's is ignored rather than cut.
    botId: param.text({ maxLength: 100, dropTooLong: true }),
    status: param.oneOf(FLOW_STATUS_VALUES),
    sort: param.sort(SORT_FIELDS, { field: 'name', direction: 'asc' }),
    page: param.page(),
    pageSize: param.pageSize(PAGE_SIZES, 25),
  },
  history: 'replace',
};

export const FILTER_KEYS = [
  'q',
  'botId',
  'status',
] as const satisfies readonly (keyof FlowsListState)[];

/** The GET /flows query for a list state. */
export const toFlowsParams = (state: FlowsListState): FlowsParams => ({
  page: state.page,
  pageSize: state.pageSize,
  sort: sortText(state.sort),
  q: state.q || undefined,
  botId: state.botId || undefined,
  status: state.status,
});
