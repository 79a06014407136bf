import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../lib/query/QueryStates';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { ConflictError } from '../../../lib/api-client/apiClient';
import { useFormat } from '../../../lib/format';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { notify } from '../../../lib/notifications';
import { IntentChangesList } from './IntentChangesList';
import { ModelTestsChanges } from './ModelTestsChanges';
import { modelQueries, useActivateModel } from '../api/models';

export interface Activation {
  modelId: string;
  /** Rolling back is activating the previous model, worded as such. */
  kind: 'activate' | 'rollback';
}

/**
 * The regression guard: before a model replaces the active one, the person sees which pinned
 * test sentences and which of the last 30 days' caller turns would change intent, and how the
 * bots' conversation tests fare with it. When a pinned sentence would lose the intent it must
 * keep, or a conversation test newly fails, activating needs an explicit confirmation. The
 * comparison belongs to the activation state it was made against: if a colleague activates
 * another model meanwhile, the save is refused (409), and the comparison is made again against
 * the new state.
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
  // A conversation test that passed with the active model (any failing one without an active
  // model) weighs the same: one confirmation covers both.
  const testsBroken = (evaluation.data?.tests.newlyFailing.length ?? 0) > 0;
  const needsConfirmation = pinnedBroken === true || testsBroken;
  const ready = model !== undefined && evaluation.isSuccess && (!needsConfirmation || confirmed);

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

  const action = t(rollback ? 'train.guard.rollback' : 'train.guard.activate');
  return (
    <FormDialog
      open
      title={t(rollback ? 'train.guard.rollbackTitle' : 'train.guard.title', { when })}
      submitLabel={action}
      busyLabel={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
      onClose={onClose}
      busy={activate.isPending}
      submitDisabled={!ready}
      problem={problem}
      maxWidth="md"
    >
      <QueryStates query={evaluation} loading={<SectionSkeleton />}>
        {(changes) => (
          <>
            <IntentChangesList title={t('train.guard.pinned')} part={changes.pinned} />
            <IntentChangesList title={t('train.guard.recent')} part={changes.recent} />
            <ModelTestsChanges tests={changes.tests} compared={changes.comparedWith !== null} />
            {needsConfirmation && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={confirmed}
                    onChange={(event) => setConfirmed(event.target.checked)}
                  />
                }
                label={t(
                  !testsBroken
                    ? 'train.guard.confirm'
                    : pinnedBroken
                      ? 'train.activate.tests.confirmBoth'
                      : 'train.activate.tests.confirm',
                )}
              />
            )}
          </>
        )}
      </QueryStates>
    </FormDialog>
  );
}
