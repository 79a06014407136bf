import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { CardListPagination, CardListSort } from '../../lib/list-page';
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
  return (
    <Paper variant="outlined">
      <CardListSort
        fields={SORT_FIELDS}
        sort={state.sort}
        fieldLabel={(field) => t(SORT_LABEL_KEYS[field])}
        label={t('users.table.sortBy')}
        descendingLabel={t('users.table.descending')}
        onSort={(sort) => onChange({ sort })}
      />
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
