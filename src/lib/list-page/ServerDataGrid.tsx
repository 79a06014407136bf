import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type DataGridProps,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useFormat, type Format } from '../format';
import type { ListPaging, PagedListState } from './pagedList';
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

/** What a grid reports: a new order, another page, or another page size. */
export type GridListChange<Field extends string> =
  { sort: Sort<Field> } | { page: number } | { pageSize: number };

export interface ServerDataGridProps<
  Row extends GridValidRowModel,
  Field extends string,
> extends GridProps<Row> {
  /** All rows that match, over every page. */
  total: number;
  /** The list's order and page as in the address (the page 1-based). */
  list: PagedListState<Field>;
  /**
   * The fields a header sorts by, and the page sizes offered under the grid (unless
   * `pageSizeOptions` says otherwise). With a `sortingOrder` that has `null`, a header's click that
   * clears the order returns to the default one.
   */
  paging: ListPaging<Field>;
  /** A new order, another page, or another page size (which starts again at the first page). */
  onChange: (change: GridListChange<Field>) => void;
  /** Why there are no rows, in the portal's own words. */
  noRowsLabel: string;
  /**
   * The grid keeps its own width and the columns' minimum widths scroll inside it, for lists
   * whose columns stay on a narrow window.
   */
  scrollInside?: boolean;
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
    list,
    paging,
    onChange,
    noRowsLabel,
    scrollInside = false,
    pageSizeOptions: ownPageSizeOptions,
    columns,
    rows,
    ...grid
  } = props;
  const { sort, page, pageSize } = list;
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
  const allPageSizes = useMemo(() => [...paging.pageSizes], [paging.pageSizes]);
  const dataGrid = (
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
        // A page of its own keeps the rest; another page size starts again at the first page.
        onChange(next.pageSize !== pageSize ? { pageSize: next.pageSize } : { page: next.page + 1 })
      }
      sortModel={sortModel}
      onSortModelChange={([item]) => {
        const field = paging.sortFields.find((candidate) => candidate === item?.field);
        onChange({
          sort: item?.sort && field ? { field, direction: item.sort } : paging.defaultSort,
        });
      }}
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
      pageSizeOptions={ownPageSizeOptions ?? allPageSizes}
      {...grid}
    />
  );
  return scrollInside ? <Box sx={{ width: '100%', minWidth: 0 }}>{dataGrid}</Box> : dataGrid;
}
