import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import { ServerDataGrid, withRowActions } from '../../lib/list-page';
import { ROLE_LABEL_KEYS } from '../../lib/vocabulary/labels';
import { LastSignIn } from './LastSignIn';
import { UserActionsMenu } from './UserActionsMenu';
import { UserRoleControl } from './UserRoleControl';
import { UserStatusChip, YouChip } from './UserStatusChip';
import type { UsersListProps } from './UsersList';
import { USERS_PAGING } from './usersListState';
import { useUserChange } from './useUserChange';

type CellProps = Pick<UsersListProps, 'canManage' | 'onDelete' | 'onError'> & {
  user: PortalUser;
  isSelf: boolean;
};

/** The role column: the select saves at once; a conflict opens its dialog from here. */
function RoleCell({ user, canManage, isSelf, onError }: CellProps) {
  const change = useUserChange(user, onError);
  return (
    <>
      {change.conflictDialog}
      <UserRoleControl user={user} editable={canManage && !isSelf} change={change} />
    </>
  );
}

function ActionsCell({ user, isSelf, onDelete, onError }: CellProps) {
  const change = useUserChange(user, onError);
  if (isSelf) return null;
  return (
    <>
      {change.conflictDialog}
      <UserActionsMenu user={user} change={change} onDelete={onDelete} />
    </>
  );
}

/** The people as MUI X's data grid in server mode (the portal's one server-paged list grid). */
export function UsersGrid(props: UsersListProps) {
  const { users, total, state, busy, onChange, canManage, isSelf, onDelete, onError } = props;
  const { t } = useTranslation();

  const columns = useMemo<GridColDef<PortalUser>[]>(() => {
    const cell = (user: PortalUser): CellProps => ({
      user,
      isSelf: isSelf(user),
      canManage,
      onDelete,
      onError,
    });
    const base: GridColDef<PortalUser>[] = [
      {
        field: 'name',
        headerName: t('users.table.name'),
        minWidth: 170,
        flex: 1,
        renderCell: ({ row }) => (
          <>
            {row.name}
            {isSelf(row) && <YouChip />}
          </>
        ),
      },
      { field: 'email', headerName: t('users.table.email'), minWidth: 200, flex: 1.2 },
      {
        field: 'role',
        headerName: t('users.table.role'),
        minWidth: 180,
        valueFormatter: (_value, row) => t(ROLE_LABEL_KEYS[row.role]),
        renderCell: ({ row }) => <RoleCell {...cell(row)} />,
      },
      {
        field: 'status',
        headerName: t('users.table.status'),
        minWidth: 130,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'lastSignInAt',
        headerName: t('users.table.lastSignIn'),
        minWidth: 150,
        renderCell: ({ row }) => <LastSignIn at={row.lastSignInAt} />,
      },
    ];
    return withRowActions(
      base,
      canManage && {
        headerName: t('users.table.actions'),
        minWidth: 100,
        render: (row) => <ActionsCell {...cell(row)} />,
      },
    );
  }, [t, canManage, isSelf, onDelete, onError]);

  return (
    <ServerDataGrid
      label={t('users.table.label')}
      rows={users}
      columns={columns}
      total={total}
      loading={busy}
      list={state}
      paging={USERS_PAGING}
      onChange={onChange}
      noRowsLabel={t('users.table.noMatches')}
      scrollInside
    />
  );
}
