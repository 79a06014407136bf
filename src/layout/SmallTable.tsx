import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A small table named by `label`; a narrow screen scrolls it inside its own box, never the page. */
export function SmallTable({
  label,
  head,
  children,
}: {
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}
