import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type DataGridProps,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useFormat, type Format } from '../format';
import type { Sort } from './listParams';
import { knownScrollbarSize, rememberScrollbarSize } from './scrollbarSize';
import { useGridLocaleText } from './useGridLocaleText';

type GridProps<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  | 'rowCount'
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'localeText'
  | 'apiRef'
  | 'scrollbarSize'
  | 'onResize'
>;

export interface ServerDataGridProps<
  Row extends GridValidRowModel,
  Field extends string,
> extends GridProps<Row> {
  /** All rows that match, over every page. */
  total: number;
  sort: Sort<Field>;
  /** 1-based, as in the address. */
  page: number;
  pageSize: number;
  isSortField: (field: string) => field is Field;
  /** A header click: the new order, or none when the grid's sorting order allows clearing it. */
  onSortChange: (sort: Sort<Field> | undefined) => void;
  /** Another page, or another page size (which starts again at the first page). */
  onPageChange: (changes: { page: number } | { pageSize: number }) => void;
  /** Why there are no rows, in the portal's own words. */
  noRowsLabel: string;
}

/**
 * Number columns in the interface language with the portal's cached formatter: the grid's own
 * formatter uses the browser's language and builds a number format per cell.
 */
const withNumbersIn = <Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  format: Format,
): GridColDef<Row>[] =>
  columns.map((column) =>
    column.type === 'number' && !column.valueFormatter
      ? {
          ...column,
          valueFormatter: (value: unknown) =>
            typeof value === 'number' ? format.number(value) : '',
        }
      : column,
  );

/**
 * MUI X's data grid for a server-paged list: it shows one page and reports paging and sorting,
 * which go to the address; the server pages, sorts and filters (the filters live above the grid).
 */
export function ServerDataGrid<Row extends GridValidRowModel, Field extends string>(
  props: ServerDataGridProps<Row, Field>,
) {
  const {
    total,
    sort,
    page,
    pageSize,
    isSortField,
    onSortChange,
    onPageChange,
    noRowsLabel,
    columns,
    rows,
    ...grid
  } = props;
  const localeText = useGridLocaleText(noRowsLabel);
  const format = useFormat();
  const localColumns = useMemo(() => withNumbersIn(columns, format), [columns, format]);
  // The grid treats a new model object as a new model: a new sort model sends it back to the first
  // page, so a fresh array on every render undid each page change. Same values, same objects.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: sort.field, sort: sort.direction }],
    [sort.field, sort.direction],
  );
  const apiRef = useGridApiRef();
  // Known from an earlier grid of this session, or measured by this one and kept (on its first
  // sizing, which is when MUI X has measured it).
  const [scrollbarSize] = useState(knownScrollbarSize);
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  return (
    <DataGrid
      apiRef={apiRef}
      scrollbarSize={scrollbarSize}
      onResize={() => {
        if (scrollbarSize === undefined)
          rememberScrollbarSize(apiRef.current!.getRootDimensions().scrollbarSize);
      }}
      rowCount={total}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={(next) =>
        onPageChange(
          next.pageSize !== pageSize ? { pageSize: next.pageSize } : { page: next.page + 1 },
        )
      }
      sortModel={sortModel}
      onSortModelChange={([item]) =>
        onSortChange(
          item?.sort && isSortField(item.field)
            ? { field: item.field, direction: item.sort }
            : undefined,
        )
      }
      disableColumnFilter
      // A list with an order always: a header toggles between ascending and descending.
      sortingOrder={['asc', 'desc']}
      disableColumnMenu
      rowSelection={false}
      slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      // At most 100 server-paged rows: all of them in the DOM keeps find-in-page and tests simple.
      disableVirtualization
      autoHeight
      localeText={localeText}
      columns={localColumns}
      rows={rows}
      {...grid}
    />
  );
}
