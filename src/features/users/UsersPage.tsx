import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../layout/EmptyState';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import type { PortalUser } from '../../lib/api-client/schema';
import { hasPermission, useMe } from '../../lib/query';
import { useUsers } from './api/getUsers';
import { DeleteUserDialog } from './DeleteUserDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { UserRow } from './UserRow';
import { UsersFilters } from './UsersFilters';
import { UsersTable } from './UsersTable';
import { UsersTableSkeleton } from './UsersTableSkeleton';
import { useUsersListState } from './useUsersListState';

/**
 * The people who may use the portal. The server decides what the signed-in person may do
 * (users.manage); without it the list is read-only and the change controls are not offered.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const list = useUsersListState();
  const users = useUsers(list.params);
  const { data: me } = useMe();
  const canManage = hasPermission(me, 'users.manage');
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState<PortalUser | null>(null);
  const [actionProblem, setActionProblem] = useState<string>();
  const { setPage } = list;

  // A page past the end (a shared link, or the last person on the last page was deleted).
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / list.params.pageSize));
  const pastEnd = users.isSuccess && !users.isPlaceholderData && list.params.page > lastPage;
  useEffect(() => {
    if (pastEnd) setPage(lastPage);
  }, [pastEnd, lastPage, setPage]);

  const isSelf = useCallback(
    (user: PortalUser) => Boolean(me && user.email.toLowerCase() === me.email.toLowerCase()),
    [me],
  );

  const filtered = Boolean(list.params.q || list.params.role || list.params.status);

  const content = () => {
    if (users.isError && !users.data) {
      return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
    }
    if (!users.data) return <UsersTableSkeleton />;
    if (users.data.total === 0) {
      return <EmptyState message={t(filtered ? 'users.table.noMatches' : 'users.empty')} />;
    }
    return (
      <UsersTable
        users={users.data.items}
        total={users.data.total}
        page={Math.min(list.params.page, lastPage)}
        pageSize={list.params.pageSize}
        sortField={list.sortField}
        sortDirection={list.sortDirection}
        withActions={canManage}
        busy={users.isFetching}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        renderRow={(user) => (
          <UserRow
            key={user.id}
            user={user}
            canManage={canManage}
            isSelf={isSelf(user)}
            onDelete={setDeleting}
            onError={setActionProblem}
          />
        )}
      />
    );
  };

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
        q={list.params.q}
        role={list.params.role}
        status={list.params.status}
        onQueryChange={list.setQuery}
        onRoleChange={list.setRole}
        onStatusChange={list.setStatus}
        onClear={list.clearFilters}
      />
      {content()}
      {canManage && (
        <>
          <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
          <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </PageContainer>
  );
}
