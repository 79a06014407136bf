import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../layout/PageContainer';
import type { PortalUser } from '../../lib/api-client/schema';
import { isFiltered, useListState } from '../../lib/list-page';
import { QueryStates } from '../../lib/query/QueryStates';
import { hasPermission, useMe } from '../../lib/query';
import { useUsers } from './api/users';
import { DeleteUserDialog } from './DeleteUserDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { UsersFilters } from './UsersFilters';
import { UsersList } from './UsersList';
import { UsersTableSkeleton } from './UsersTableSkeleton';
import { FILTER_KEYS, toUsersParams, USERS_LIST } from './usersListState';

/**
 * The people who may use the portal. The server decides what the signed-in person may do
 * (users.manage); without it the list is read-only and the change controls are not offered.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const { state, set, reset } = useListState(USERS_LIST);
  const users = useUsers(toUsersParams(state));
  const { data: me, isPending: mePending } = useMe();
  const canManage = hasPermission(me, 'users.manage');
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<PortalUser | null>(null);
  const [actionProblem, setActionProblem] = useState<string>();

  // A page past the end (a shared link, or the last person on the last page was deleted).
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastEnd = users.isSuccess && !users.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) set({ page: lastPage });
  }, [pastEnd, lastPage, set]);

  const isSelf = useCallback(
    (user: PortalUser) => Boolean(me && user.email.toLowerCase() === me.email.toLowerCase()),
    [me],
  );

  const filtered = isFiltered(USERS_LIST, state, FILTER_KEYS);

  const content = (
    <QueryStates
      query={users}
      waiting={mePending}
      isEmpty={(answer) => answer.total === 0}
      emptyMessage={t(filtered ? 'users.table.noMatches' : 'users.empty')}
      loading={<UsersTableSkeleton />}
    >
      {(answer) => (
        <UsersList
          users={answer.items}
          total={answer.total}
          state={{ ...state, page: Math.min(state.page, lastPage) }}
          busy={users.isFetching}
          onChange={set}
          canManage={canManage}
          isSelf={isSelf}
          onDelete={setDeleting}
          onError={setActionProblem}
        />
      )}
    </QueryStates>
  );

  return (
    <PageContainer
      title={t('users.title')}
      actions={
        canManage && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => setInviting(true)}
          >
            {t('users.invite.open')}
          </Button>
        )
      }
    >
      {me && !canManage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('users.permission.readOnly')}
        </Alert>
      )}
      {actionProblem && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          onClose={() => setActionProblem(undefined)}
          slotProps={{ closeButton: { title: t('forms.cancel') } }}
        >
          {actionProblem}
        </Alert>
      )}
      <UsersFilters
        q={state.q}
        role={state.role}
        status={state.status}
        onQueryChange={(q) => set({ q })}
        onRoleChange={(role) => set({ role })}
        onStatusChange={(status) => set({ status })}
        onClear={() => reset(FILTER_KEYS)}
      />
      {content}
      {canManage && (
        <>
          <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
          <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </PageContainer>
  );
}
