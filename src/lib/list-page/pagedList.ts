import { page, pageSize, sort, sortText, type ListParam, type Sort } from './listParams';

/** The order and page every server-paged list keeps in its address. */
export interface PagedListState<Field extends string> {
  sort: Sort<Field>;
  /** 1-based, like the API. */
  page: number;
  pageSize: number;
}

interface ListPagingOptions<Field extends string> {
  /** The fields the server sorts by. */
  sortFields: readonly Field[];
  /** The order of a list whose address names none, and where clearing the order returns. */
  defaultSort: Sort<Field>;
  /** The page sizes offered and accepted in the address. */
  pageSizes: readonly number[];
  /** 25 unless said otherwise. */
  defaultPageSize?: number;
}

/**
 * How a server-paged list may be ordered and paged, declared once per list for its address and
 * every view of it (grid, cards), so they offer the same.
 */
export interface ListPaging<Field extends string> extends ListPagingOptions<Field> {
  /** The address parameters, after the list's filters: `{ ...filters, ...PAGING.params }`. */
  params: { [K in keyof PagedListState<Field>]: ListParam<PagedListState<Field>[K]> };
  /** The API's `page`, `pageSize` and `sort=field:direction` for a list state. */
  query: (state: PagedListState<Field>) => {
    page: number;
    pageSize: number;
    sort: `${Field}:${Sort<Field>['direction']}`;
  };
}

export function listPaging<Field extends string>(
  options: ListPagingOptions<Field>,
): ListPaging<Field> {
  const { sortFields, defaultSort, pageSizes, defaultPageSize = 25 } = options;
  return {
    ...options,
    params: {
      sort: sort(sortFields, defaultSort),
      page: page(),
      pageSize: pageSize(pageSizes, defaultPageSize),
    },
    query: (state) => ({
      page: state.page,
      pageSize: state.pageSize,
      sort: sortText(state.sort),
    }),
  };
}
