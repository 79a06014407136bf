import { useTranslation } from 'react-i18next';
import { SortedCardList } from '../../lib/list-page';
import type { UsersSortField } from './api/users';
import { UserCard } from './UserCard';
import type { UsersListProps } from './UsersList';
import { USERS_PAGING } from './usersListState';

const SORT_LABEL_KEYS = {
  name: 'users.table.name',
  email: 'users.table.email',
  role: 'users.table.role',
  status: 'users.table.status',
  lastSignInAt: 'users.table.lastSignIn',
} as const satisfies Record<UsersSortField, string>;

/** The people at phone width: a card each. */
export function UsersCardList(props: UsersListProps) {
  const { users, total, state, busy, onChange, ...entry } = props;
  const { t } = useTranslation();
  return (
    <SortedCardList
      label={t('users.table.label')}
      sortLabel={t('users.table.sortBy')}
      descendingLabel={t('users.table.descending')}
      paging={USERS_PAGING}
      fieldLabel={(field) => t(SORT_LABEL_KEYS[field])}
      list={state}
      total={total}
      busy={busy}
      onChange={onChange}
    >
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
    </SortedCardList>
  );
}
