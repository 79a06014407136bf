import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictError } from '../../../lib/api-client/apiClient';
import type { BotConfig } from '../../../lib/api-client/schema';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { notify } from '../../../lib/notifications';
import { changedFields } from '../../../lib/versioned-save/fieldPaths';
import { configQueries, usePromoteBotConfig } from '../api/configurations';
import { settingsOf } from '../configDraft';
import { ChangesTable } from './ChangesTable';

/** The draft against what runs in production: the last promotion's settings. */
function ProductionDiff({ config }: { config: BotConfig }) {
  const { t } = useTranslation();
  const revisions = useQuery(configQueries.revisions(config.id));
  const promoted = revisions.data?.items.find((revision) => revision.kind === 'promotion');
  const production = useQuery({
    ...configQueries.revision(config.id, promoted?.id ?? ''),
    enabled: Boolean(promoted),
  });
  if (revisions.isSuccess && !promoted) {
    return <DialogContentText>{t('configuration.promote.first')}</DialogContentText>;
  }
  if (!production.data) return null;
  return (
    <ChangesTable
      caption={t('configuration.promote.explain')}
      changes={changedFields(production.data.config, settingsOf(config))}
    />
  );
}

/** Puts the saved draft into production, with notes; asks to save or discard edits first. */
export function PromoteButton({
  config,
  dirty,
  onPromoted,
}: {
  config: BotConfig;
  dirty: boolean;
  /** The configuration's state changed: read it again. */
  onPromoted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string>();
  const promote = usePromoteBotConfig();
  const close = () => {
    setOpen(false);
    setNotes('');
    setProblem(undefined);
  };
  const confirm = () => {
    setProblem(undefined);
    promote.mutate(
      { configId: config.id, version: config.version, notes },
      {
        onSuccess: () => {
          notify({
            message: t('configuration.promote.done', { name: config.name }),
            severity: 'success',
          });
          close();
          onPromoted();
        },
        onError: (error) =>
          setProblem(error instanceof ConflictError ? t('conflict.title') : t('errors.generic')),
      },
    );
  };
  const alreadyLive = config.status === 'production';
  return (
    <>
      <Button
        variant="contained"
        onClick={() => setOpen(true)}
        disabled={dirty || alreadyLive}
        aria-describedby={dirty ? `${titleId}-unsaved` : undefined}
      >
        {t('configuration.promote.action')}
      </Button>
      {dirty && (
        <Typography id={`${titleId}-unsaved`} variant="caption" sx={{ alignSelf: 'center' }}>
          {t('configuration.promote.unsavedFirst')}
        </Typography>
      )}
      <FormDialog
        open={open}
        title={t('configuration.promote.title', { name: config.name })}
        submitLabel={t('configuration.promote.confirm')}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        onClose={close}
        busy={promote.isPending}
        problem={problem}
        maxWidth="md"
      >
        <ProductionDiff config={config} />
        <TextField
          label={t('configuration.promote.notes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </FormDialog>
    </>
  );
}
