import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../lib/query/QueryStates';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { ConflictError } from '../../../lib/api-client/apiClient';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { IntentChangesList } from './IntentChangesList';
import { modelQueries, useActivateModel } from '../api/models';

export interface Activation {
  modelId: string;
  /** Rolling back is activating the previous model, worded as such. */
  kind: 'activate' | 'rollback';
}

/**
 * The regression guard: before a model replaces the active one, the person sees which pinned
 * test sentences and which of the last 30 days' caller turns would change intent. When a pinned
 * sentence would lose the intent it must keep, activating needs an explicit confirmation. The comparison belongs to the
 * activation state it was made against: if a colleague activates another model meanwhile, the
 * save is refused (409), and the comparison is made again against the new state.
 */
export function ActivateModelDialog({
  activation,
  onClose,
}: {
  activation: Activation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const models = useQuery(modelQueries.list());
  const model = models.data?.items.find((candidate) => candidate.id === activation.modelId);
  const evaluation = useQuery({
    ...modelQueries.evaluation(model ?? { id: activation.modelId, version: 0 }),
    enabled: model !== undefined,
  });
  const activate = useActivateModel();
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const when = model ? format.dateTime(model.createdAt) : '';
  const rollback = activation.kind === 'rollback';
  // A pinned sentence that would end on another intent than the one it must keep; one that
  // comes back to its intent (a roll-back, a fix) needs no confirmation.
  const pinnedBroken = evaluation.data?.pinned.changes.some(
    (change) => change.after?.intentId !== change.expected?.intentId,
  );
  const ready = model !== undefined && evaluation.isSuccess && (!pinnedBroken || confirmed);

  const submit = () => {
    if (!model) return;
    setProblem(undefined);
    activate.mutate(model, {
      onSuccess: () => {
        notify({ message: t('train.models.activated', { when }), severity: 'success' });
        onClose();
      },
      onError: (error) => {
        setConfirmed(false);
        setProblem(
          t(error instanceof ConflictError ? 'train.models.conflict' : 'train.models.failed'),
        );
      },
    });
  };

  return (
    <Dialog
      open
      onClose={() => !activate.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {t(rollback ? 'train.guard.rollbackTitle' : 'train.guard.title', { when })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 3 }}>
          {problem && <Alert severity="warning">{problem}</Alert>}
          <QueryStates query={evaluation} loading={<SectionSkeleton />}>
            {(changes) => (
              <>
                <IntentChangesList title={t('train.guard.pinned')} part={changes.pinned} />
                <IntentChangesList title={t('train.guard.recent')} part={changes.recent} />
                {pinnedBroken && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={confirmed}
                        onChange={(event) => setConfirmed(event.target.checked)}
                      />
                    }
                    label={t('train.guard.confirm')}
                  />
                )}
              </>
            )}
          </QueryStates>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={activate.isPending}>
          {t('forms.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!ready || activate.isPending}>
          {t(rollback ? 'train.guard.rollback' : 'train.guard.activate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
