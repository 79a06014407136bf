import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import type { UsersSortField } from './api/getUsers';
import { PAGE_SIZES } from './usersListState';

const COLUMNS = [
  { field: 'name', key: 'users.table.name' },
  { field: 'email', key: 'users.table.email' },
  { field: 'role', key: 'users.table.role' },
  { field: 'status', key: 'users.table.status' },
  { field: 'lastSignInAt', key: 'users.table.lastSignIn' },
] as const satisfies readonly { field: UsersSortField; key: string }[];

export interface UsersTableProps {
  users: PortalUser[];
  total: number;
  page: number;
  pageSize: number;
  sortField: UsersSortField;
  sortDirection: 'asc' | 'desc';
  /** Whether the actions column is shown. */
  withActions: boolean;
  /** A newer page is on its way (the previous one stays visible meanwhile). */
  busy: boolean;
  onSort: (field: UsersSortField) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  renderRow: (user: PortalUser) => ReactNode;
}

/** The server-paged, server-sorted list; rows are rendered by the page. */
export function UsersTable(props: UsersTableProps) {
  const { users, total, page, pageSize, sortField, sortDirection, withActions, busy } = props;
  const { t } = useTranslation();
  // Must agree with UserRow, which renders a card instead of a table row at phone width.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Paper variant="outlined">
      {phone ? (
        <>
          <PhoneSort sortField={sortField} sortDirection={sortDirection} onSort={props.onSort} />
          <List disablePadding aria-label={t('users.table.label')} aria-busy={busy}>
            {users.map(props.renderRow)}
          </List>
        </>
      ) : (
        <TableContainer>
          <Table aria-label={t('users.table.label')} aria-busy={busy} size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => {
                  const active = column.field === sortField;
                  return (
                    <TableCell
                      key={column.field}
                      sortDirection={active ? sortDirection : false}
                      sx={{ fontWeight: 700 }}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? sortDirection : 'asc'}
                        onClick={() => props.onSort(column.field)}
                      >
                        {t(column.key)}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
                {withActions && (
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {t('users.table.actions')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>{users.map(props.renderRow)}</TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        // At phone width the page navigation alone, so all of it fits on screen.
        rowsPerPageOptions={phone ? [] : [...PAGE_SIZES]}
        onPageChange={(_event, zeroBased) => props.onPageChange(zeroBased + 1)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('users.table.rowsPerPage')}
        getItemAriaLabel={(type) => t(PAGE_BUTTON_KEYS[type])}
        showFirstButton={!phone}
        showLastButton={!phone}
        sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}

type PhoneSortProps = Pick<UsersTableProps, 'sortField' | 'sortDirection' | 'onSort'>;

/** The column headers' sorting, for the card list that has no headers. */
function PhoneSort({ sortField, sortDirection, onSort }: PhoneSortProps) {
  const { t } = useTranslation();
  const descending = sortDirection === 'desc';
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
      <TextField
        select
        size="small"
        label={t('users.table.sortBy')}
        value={sortField}
        onChange={(event) => {
          // A newly chosen field starts ascending, as a click on its column header does.
          const column = COLUMNS.find(({ field }) => field === event.target.value);
          if (column) onSort(column.field);
        }}
        sx={{ flex: 1 }}
      >
        {COLUMNS.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {t(column.key)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButton
        value="desc"
        size="small"
        selected={descending}
        onChange={() => onSort(sortField)}
        aria-label={t('users.table.descending')}
      >
        {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
      </ToggleButton>
    </Stack>
  );
}

const PAGE_BUTTON_KEYS = {
  first: 'users.table.firstPage',
  previous: 'users.table.previousPage',
  next: 'users.table.nextPage',
  last: 'users.table.lastPage',
} as const;
