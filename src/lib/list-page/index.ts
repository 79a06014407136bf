import { day, oneOf, page, pageSize, sort, text } from './listParams';

/** The parameter builders of a ListDefinition: `param.oneOf(...)`, `param.page()`, … */
export const param = { oneOf, text, day, page, pageSize, sort };
export { sortText, type Sort } from './listParams';
export * from './listState';
export * from './useListState';
export * from './dateRange';
export { DateRangeField } from './DateRangeField';
export { ListPageContent } from './ListPageContent';
export { ServerDataGrid } from './ServerDataGrid';
export { ListSearchField } from './ListSearchField';
export { CardListPagination } from './CardListPagination';
export { useDebouncedValue } from './useDebouncedValue';
export { CardListSort } from './CardListSort';
