import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../lib/query/QueryStates';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import type {
  BotConfig,
  BotConfigRevision,
  BotConfigSettings,
} from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { useFormat } from '../../../lib/format';
import { changedFields } from '../../../lib/versioned-save/fieldPaths';
import { configQueries } from '../api/configurations';
import { ChangesTable } from './ChangesTable';

const KIND_KEYS = {
  creation: 'configuration.history.kind.creation',
  save: 'configuration.history.kind.save',
  promotion: 'configuration.history.kind.promotion',
  restore: 'configuration.history.kind.restore',
} as const;

/** What one revision changed against the one before it (nothing before: everything it set). */
function RevisionChanges({
  configId,
  revision,
  previous,
}: {
  configId: string;
  revision: BotConfigRevision;
  previous: BotConfigRevision | undefined;
}) {
  const { t } = useTranslation();
  const after = useQuery(configQueries.revision(configId, revision.id));
  const before = useQuery({
    ...configQueries.revision(configId, previous?.id ?? ''),
    enabled: Boolean(previous),
  });
  if (after.isError || before.isError) {
    return <ErrorState error={after.error ?? before.error} onRetry={() => void after.refetch()} />;
  }
  if (!after.data || (previous && !before.data)) return <SectionSkeleton rows={2} />;
  return (
    <ChangesTable
      caption={t('configuration.history.changes', { version: revision.version })}
      changes={changedFields(before.data?.config ?? {}, after.data.config)}
    />
  );
}

/**
 * The revision a revision is compared with: for a promotion the promotion before it (what went
 * live against what was live), for a save the save before it (a promotion changes no setting).
 */
function previousOf(items: readonly BotConfigRevision[], index: number) {
  const promotion = items[index]?.kind === 'promotion';
  return items.slice(index + 1).find((older) => (older.kind === 'promotion') === promotion);
}

/** Every saved and promoted state, newest first: what changed, and a way back to it. */
export function HistoryTab({
  config,
  readOnly,
  onRestore,
}: {
  config: BotConfig;
  readOnly: boolean;
  onRestore: (settings: BotConfigSettings) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const revisions = useQuery(configQueries.revisions(config.id));
  const [open, setOpen] = useState<string>();
  const [restoreFailed, setRestoreFailed] = useState(false);

  const restore = async (revision: BotConfigRevision) => {
    setRestoreFailed(false);
    try {
      const detail = await queryClient.fetchQuery(configQueries.revision(config.id, revision.id));
      onRestore(detail.config);
      notify({
        message: t('configuration.history.restored', { version: revision.version }),
        severity: 'info',
      });
    } catch {
      setRestoreFailed(true);
    }
  };

  return (
    <QueryStates
      query={revisions}
      loading={<SectionSkeleton rows={4} />}
      isEmpty={(list) => list.items.length === 0}
      emptyMessage={t('configuration.history.empty')}
    >
      {({ items }) => (
        <Stack sx={{ gap: 2 }}>
          {restoreFailed && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
          <List aria-label={t('configuration.history.title')} disablePadding>
            {items.map((revision, index) => (
              <ListItem key={revision.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
                <Typography variant="subtitle1" component="h3">
                  {t('configuration.history.entry', {
                    version: revision.version,
                    kind: t(KIND_KEYS[revision.kind]),
                  })}
                </Typography>
                <Typography variant="body2">
                  {t('configuration.history.by', {
                    time: format.dateTime(revision.createdAt),
                    name: revision.author ?? t('configuration.history.system'),
                  })}
                </Typography>
                {revision.notes && <Typography variant="body2">{revision.notes}</Typography>}
                <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    aria-expanded={open === revision.id}
                    onClick={() => setOpen(open === revision.id ? undefined : revision.id)}
                  >
                    {t('configuration.history.showChanges', { version: revision.version })}
                  </Button>
                  {!readOnly && revision.version !== config.version && (
                    <Button size="small" onClick={() => void restore(revision)}>
                      {t('configuration.history.restore', { version: revision.version })}
                    </Button>
                  )}
                </Stack>
                {open === revision.id && (
                  <RevisionChanges
                    configId={config.id}
                    revision={revision}
                    previous={previousOf(items, index)}
                  />
                )}
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </QueryStates>
  );
}
