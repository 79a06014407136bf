import { FLOW_STATUS_VALUES, type FlowStatus } from '../../../lib/api-client/schema';
import { param } from '../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../lib/list-page/listState';
import { listPaging, type PagedListState } from '../../../lib/list-page/pagedList';
import type { FlowsParams } from '../api/flows';

export const FLOWS_PAGING = listPaging({
  sortFields: ['name', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: [10, 25, 50, 100],
});
export type FlowsSortField = (typeof FLOWS_PAGING.sortFields)[number];
/** The contract's limit for `q`. */
export const FLOWS_QUERY_MAX_LENGTH = 200;

/** ?q=&botId=&status=&sort=&page=&pageSize= */
export interface FlowsListState extends PagedListState<FlowsSortField> {
  /** Over the name; '' for none. */
  q: string;
  /** One bot's flows; '' for every bot. */
  botId: string;
  status: FlowStatus | undefined;
}

export const FLOWS_LIST: ListDefinition<FlowsListState> = {
  params: {
    q: param.text({ maxLength: FLOWS_QUERY_MAX_LENGTH }),
    // An id, not text to search: one too long to be a bot's is ignored rather than cut.
    botId: param.text({ maxLength: 100, dropTooLong: true }),
    status: param.oneOf(FLOW_STATUS_VALUES),
    ...FLOWS_PAGING.params,
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
  ...FLOWS_PAGING.query(state),
  q: state.q || undefined,
  botId: state.botId || undefined,
  status: state.status,
});
