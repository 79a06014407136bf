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
}

/** A small read-only table; the first cell of each row is its row header. */
export function DataTable({ label, columns, rows }: DataTableProps) {
  return (
    <Table size="small" aria-label={label}>
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
}
