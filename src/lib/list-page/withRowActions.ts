import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * The last column of a list whose rows have actions (a menu, a button), for those allowed to use
 * them: right-aligned, never sorting.
 */
export function withRowActions<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  actions:
    | {
        headerName: string;
        /** At least this wide; `width` fixes it, where every pixel of a full row counts. */
        minWidth?: number;
        width?: number;
        render: (row: Row) => ReactNode;
      }
    | false,
): GridColDef<Row>[] {
  if (!actions) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      headerName: actions.headerName,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      ...(actions.width === undefined ? {} : { width: actions.width }),
      minWidth: actions.minWidth ?? actions.width,
      renderCell: ({ row }) => actions.render(row),
    },
  ];
}
