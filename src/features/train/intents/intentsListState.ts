import { param, sortText, type Sort } from '../../../lib/list-page/listParams';
import type { ListDefinition } from '../../../lib/list-page/listState';
import type { IntentsParams } from '../api/intents';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_FIELDS = ['name', 'updatedAt'] as const;
export type IntentsSortField = (typeof SORT_FIELDS)[number];

/** ?q=&sort=&page=&pageSize= */
export interface IntentsListState {
  /** Over name and description; '' for none. */
  q: string;
  sort: Sort<IntentsSortField>;
  page: number;
  pageSize: number;
}

export const INTENTS_LIST: ListDefinition<IntentsListState> = {
  params: {
    // The contract's limit.
    q: param.text({ maxLength: 200 }),
    sort: param.sort(SORT_FIELDS, { field: 'name', direction: 'asc' }),
    page: param.page(),
    pageSize: param.pageSize(PAGE_SIZES, 25),
  },
  history: 'replace',
};

export const toIntentsParams = (state: IntentsListState): IntentsParams => ({
  page: state.page,
  pageSize: state.pageSize,
  sort: sortText(state.sort),
  q: state.q || undefined,
});
