// Screens that need no grid (the Dashboard) import the files themselves: this index also
// carries the data grid, which would otherwise ride along in their chunk.
export { param } from './listParams';
export * from './listState';
export * from './useListState';
export * from './dateRange';
export { DateRangeField } from './DateRangeField';
export { ServerDataGrid } from './ServerDataGrid';
export { withRowActions } from './withRowActions';
export { ListSearchField } from './ListSearchField';
export { CardListPagination } from './CardListPagination';
export { useDebouncedValue } from './useDebouncedValue';
export { SortedCardList } from './SortedCardList';
export { RowActionsMenu } from './RowActionsMenu';
export { RowSelect } from './RowSelect';
