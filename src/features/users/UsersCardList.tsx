import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { useTranslation } from 'react-i18next';
import { CardListPagination, toggledSort } from '../../lib/list-page';
import { UserCard } from './UserCard';
import type { UsersListProps } from './UsersList';
import { SORT_FIELDS } from './usersListState';

const SORT_LABEL_KEYS = {
  name: 'users.table.name',
  email: 'users.table.email',
  role: 'users.table.role',
  status: 'users.table.status',
  lastSignInAt: 'users.table.lastSignIn',
} as const;

/** The people at phone width: a sort choice (there are no column headers), a card each, paging. */
export function UsersCardList(props: UsersListProps) {
  const { users, total, state, busy, onChange, ...entry } = props;
  const { t } = useTranslation();
  const descending = state.sort.direction === 'desc';
  const sortBy = (field: (typeof SORT_FIELDS)[number]) =>
    onChange({ sort: toggledSort(state.sort, field) });
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
        <TextField
          select
          size="small"
          label={t('users.table.sortBy')}
          value={state.sort.field}
          onChange={(event) => {
            // A newly chosen field starts ascending, as a click on its column header does.
            const field = SORT_FIELDS.find((candidate) => candidate === event.target.value);
            if (field) sortBy(field);
          }}
          sx={{ flex: 1 }}
        >
          {SORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(SORT_LABEL_KEYS[field])}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButton
          value="desc"
          size="small"
          selected={descending}
          onChange={() => sortBy(state.sort.field)}
          aria-label={t('users.table.descending')}
        >
          {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
        </ToggleButton>
      </Stack>
      <List disablePadding aria-label={t('users.table.label')} aria-busy={busy}>
        {users.map((user) => (
          <UserCard
            key={user.id}
            user={user}
            canManage={entry.canManage}
            isSelf={entry.isSelf(user)}
            onDelete={entry.onDelete}
            onError={entry.onError}
          />
        ))}
      </List>
      <CardListPagination
        total={total}
        page={state.page}
        pageSize={state.pageSize}
        onPage={(page) => onChange({ page })}
      />
    </Paper>
  );
}
