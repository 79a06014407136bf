import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import type { Entity } from '../../../lib/api-client/schema';
import { QueryStates } from '../../../lib/query/QueryStates';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { entityQueries, useDeleteEntity } from '../api/entities';
import { EntityDialog } from './EntityDialog';

/** What an entity recognises, in a line: its values, its pattern, or its built-in type. */
function useEntitySummary() {
  const { t } = useTranslation();
  return (entity: Entity) =>
    entity.kind === 'list'
      ? entity.values.map((value) => value.value).join(', ')
      : entity.kind === 'regex'
        ? (entity.pattern ?? '')
        : entity.system
          ? t(`train.entities.systemTypes.${entity.system}`)
          : '';
}

/**
 * The entities examples can be tagged with: lists of values with synonyms, patterns, and
 * built-in types. Those with `nlu.edit` add, change (versioned) and remove them.
 */
export function EntitiesSection() {
  const { t } = useTranslation();
  const entities = useQuery(entityQueries.list());
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const remove = useDeleteEntity();
  const summary = useEntitySummary();
  const [editing, setEditing] = useState<Entity | 'new'>();
  const [deleting, setDeleting] = useState<Entity>();

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{t('train.entities.explain')}</Typography>
        {canEdit && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            sx={{ flexShrink: 0 }}
          >
            {t('train.entities.create')}
          </Button>
        )}
      </Stack>
      <QueryStates
        query={entities}
        isEmpty={(data) => data.items.length === 0}
        emptyMessage={t('train.entities.empty')}
      >
        {({ items }) => (
          <Paper variant="outlined">
            <Stack
              component="ul"
              aria-label={t('train.entities.label')}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {items.map((entity, index) => (
                <Stack
                  component="li"
                  key={entity.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{
                    gap: 1,
                    p: 2,
                    borderTop: index === 0 ? 0 : 1,
                    borderColor: 'divider',
                    alignItems: { sm: 'center' },
                  }}
                >
                  <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <Typography component="h3" variant="subtitle1">
                        {entity.name}
                      </Typography>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`train.entities.kinds.${entity.kind}`)}
                      />
                    </Stack>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {summary(entity)}
                    </Typography>
                  </Stack>
                  {canEdit && (
                    <Stack direction="row" sx={{ gap: 1 }}>
                      <Button
                        size="small"
                        aria-label={t('train.entities.editNamed', { name: entity.name })}
                        onClick={() => setEditing(entity)}
                      >
                        {t('train.entities.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('train.entities.deleteNamed', { name: entity.name })}
                        onClick={() => setDeleting(entity)}
                      >
                        {t('train.entities.delete')}
                      </Button>
                    </Stack>
                  )}
                </Stack>
              ))}
            </Stack>
          </Paper>
        )}
      </QueryStates>
      {editing && (
        <EntityDialog
          entity={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('train.entities.deleteTitle')}
        text={t('train.entities.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('train.entities.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify({
                message: t('train.entities.deleted', { name: deleting.name }),
                severity: 'success',
              });
              setDeleting(undefined);
            },
          })
        }
      />
    </Stack>
  );
}
