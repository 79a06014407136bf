import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: string;
  numeric?: boolean;
  /** Cells on one line: short values (e.g. a language's name) that must not break mid-word. */
  noWrap?: boolean;
}

export interface DataTableRow {
  key: string;
  cells: ReactNode[];
}

export interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn[];
  rows: DataTableRow[];
  /**
   * Whether the table scrolls sideways in a box of its own when it does not fit (default). Off
   * where the box around it scrolls it already and at times hides it visually (a chart's
   * table): a scrolling box inside a 1 px hidden one is a region no keyboard can reach.
   */
  ownScrollBox?: boolean;
}

/**
 * A small read-only table; the first cell of each row is its row header. At phone width the
 * cells are narrower; a table that still does not fit (a long word, the system's wider font when
 * the portal's did not arrive in time) scrolls within its card, never the page.
 */
export function DataTable({ label, columns, rows, ownScrollBox = true }: DataTableProps) {
  const table = (
    <Table
      size="small"
      aria-label={label}
      sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell
                key={columns[index]?.label ?? index}
                component={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                align={columns[index]?.numeric ? 'right' : 'left'}
                sx={columns[index]?.noWrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return ownScrollBox ? <Box sx={{ overflowX: 'auto' }}>{table}</Box> : table;
}
