import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import { ServerDataGrid } from '../../lib/list-page';
import { ROLE_LABEL_KEYS } from '../../lib/vocabulary/labels';
import type { UsersSortField } from './api/users';
import { LastSignIn } from './LastSignIn';
import { UserActionsMenu } from './UserActionsMenu';
import { UserRoleControl } from './UserRoleControl';
import { UserStatusChip, YouChip } from './UserStatusChip';
import type { UsersListProps } from './UsersList';
import { PAGE_SIZES, SORT_FIELDS } from './usersListState';
import { useUserChange } from './useUserChange';

const ALL_PAGE_SIZES = [...PAGE_SIZES];

const isSortField = (field: string): field is UsersSortField =>
  (SORT_FIELDS as readonly string[]).includes(field);

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
    if (!canManage) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: t('users.table.actions'),
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        minWidth: 100,
        renderCell: ({ row }) => <ActionsCell {...cell(row)} />,
      },
    ];
  }, [t, canManage, isSelf, onDelete, onError]);

  return (
    // The grid's own width: the columns' minimum widths scroll inside it on a narrow window.
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <ServerDataGrid
        label={t('users.table.label')}
        rows={users}
        columns={columns}
        total={total}
        loading={busy}
        sort={state.sort}
        page={state.page}
        pageSize={state.pageSize}
        isSortField={isSortField}
        // A header toggles between ascending and descending: the list always has an order.
        onSortChange={(sort) => sort && onChange({ sort })}
        onPageChange={onChange}
        noRowsLabel={t('users.table.noMatches')}
        pageSizeOptions={ALL_PAGE_SIZES}
      />
    </Box>
  );
}
