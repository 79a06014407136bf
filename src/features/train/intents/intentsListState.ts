import { param } from '../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../lib/list-page/listState';
import { listPaging, type PagedListState } from '../../../lib/list-page/pagedList';
import type { IntentsParams } from '../api/intents';

export const INTENTS_PAGING = listPaging({
  sortFields: ['name', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: [10, 25, 50, 100],
});
type IntentsSortField = (typeof INTENTS_PAGING.sortFields)[number];

/** ?q=&sort=&page=&pageSize= */
export interface IntentsListState extends PagedListState<IntentsSortField> {
  /** Over name and description; '' for none. */
  q: string;
}

export const INTENTS_LIST: ListDefinition<IntentsListState> = {
  params: {
    // The contract's limit.
    q: param.text({ maxLength: 200 }),
    ...INTENTS_PAGING.params,
  },
  history: 'replace',
};

export const toIntentsParams = (state: IntentsListState): IntentsParams => ({
  ...INTENTS_PAGING.query(state),
  q: state.q || undefined,
});
