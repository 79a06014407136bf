import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TechSection } from '../components/TechSection';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { SmallTable } from '../../../layout/SmallTable';
import type { ApiKey } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { SecretOnce } from '../components/SecretOnce';
import { SCOPE_KEYS } from './apiKeyForm';
import { apiKeyQueries, useRevokeApiKey } from '../api/apiKeys';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { QueryStates } from '../../../lib/query/QueryStates';

/** The API keys other systems use; a key itself is shown once, when it is created. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useQuery(apiKeyQueries.list());
  const me = useMe();
  const canManage = hasPermission(me.data, 'apikeys.manage');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [problem, setProblem] = useState<string>();
  const revoke = useRevokeApiKey();

  const closeRevoke = () => {
    setRevoking(null);
    setProblem(undefined);
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify({
          message: t('tech.apiKeys.revoked', { name: revoking.name }),
          severity: 'success',
        });
        closeRevoke();
      },
      onError: () => setProblem(t('errors.generic')),
    });
  };
  const when = (value: string | null, none: string) => (value ? format.date(value) : none);

  return (
    <TechSection
      title={t('tech.apiKeys.title')}
      actions={
        canManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('tech.apiKeys.create')}
          </Button>
        )
      }
    >
      <QueryStates
        query={keys}
        loading={<SectionSkeleton rows={3} height={40} />}
        isEmpty={(list) => list.items.length === 0}
        emptyMessage={t('tech.apiKeys.none')}
      >
        {(list) => (
          <SmallTable
            label={t('tech.apiKeys.title')}
            head={
              <>
                <TableCell>{t('tech.apiKeys.name')}</TableCell>
                <TableCell>{t('tech.apiKeys.scopesLabel')}</TableCell>
                <TableCell>{t('tech.apiKeys.prefix')}</TableCell>
                <TableCell>{t('tech.apiKeys.created')}</TableCell>
                <TableCell>{t('tech.apiKeys.lastUsed')}</TableCell>
                <TableCell>{t('tech.apiKeys.expires')}</TableCell>
                {canManage && <TableCell />}
              </>
            }
          >
            {list.items.map((key) => (
              <TableRow key={key.id}>
                <TableCell component="th" scope="row">
                  {key.name}
                </TableCell>
                <TableCell>{key.scopes.map((scope) => t(SCOPE_KEYS[scope])).join(', ')}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                <TableCell>{format.date(key.createdAt)}</TableCell>
                <TableCell>{when(key.lastUsedAt, t('tech.apiKeys.neverUsed'))}</TableCell>
                <TableCell>{when(key.expiresAt, t('tech.apiKeys.noExpiry'))}</TableCell>
                {canManage && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRevoking(key)}
                      aria-label={t('tech.apiKeys.revokeNamed', { name: key.name })}
                    >
                      {t('tech.apiKeys.revoke')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </SmallTable>
        )}
      </QueryStates>
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} onCreated={setCreated} />}
      <SecretOnce
        secret={created}
        title={t('tech.apiKeys.createdTitle')}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('tech.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('tech.apiKeys.revokeText')}
        confirmLabel={t('tech.apiKeys.revoke')}
        onConfirm={confirmRevoke}
        onClose={closeRevoke}
        busy={revoke.isPending}
        problem={problem}
      />
    </TechSection>
  );
}
