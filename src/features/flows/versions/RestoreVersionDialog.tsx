import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { BadRequestError, ConflictError } from '../../../lib/api-client/apiClient';
import { httpStatusOf } from '../../../lib/api-client/apiErrors';
import type { Flow, FlowVersionSummary } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { useRestoreFlowVersion } from '../api/flowVersions';

export interface RestoreVersionDialogProps {
  flow: Flow;
  version: FlowVersionSummary;
  /** The draft version being replaced: a colleague's newer draft is refused, never replaced. */
  draftVersion: number;
  draftName: string;
  onClose: () => void;
  onRestored: (flow: Flow) => void;
}

/**
 * Asks before a published version replaces the draft, then restores it. A refusal is explained
 * in the dialog (nothing was replaced); it is mounted anew for each version asked about.
 */
export function RestoreVersionDialog({
  flow,
  version,
  draftVersion,
  draftName,
  onClose,
  onRestored,
}: RestoreVersionDialogProps) {
  const { t } = useTranslation();
  const restore = useRestoreFlowVersion(flow.id);
  const [problem, setProblem] = useState<string>();

  const explain = (error: unknown): string => {
    if (error instanceof ConflictError) return t('flows.versions.restoreStale');
    if (error instanceof BadRequestError) return t('errors.badRequest');
    const status = httpStatusOf(error);
    if (status === 403) return t('errors.forbidden');
    if (status === 404) return t('errors.notFound');
    return t('errors.generic');
  };

  const confirm = () => {
    setProblem(undefined);
    restore.mutate(
      { versionId: version.id, version: draftVersion },
      {
        onSuccess: (restored) => {
          notify({
            message: t('flows.versions.restored', { version: version.number }),
            severity: 'success',
          });
          onRestored(restored);
        },
        onError: (error) => setProblem(explain(error)),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={t('flows.versions.restoreTitle', { version: version.number })}
      text={t('flows.versions.restoreText', { name: draftName, version: version.number })}
      confirmLabel={t('flows.versions.restoreConfirm')}
      onConfirm={confirm}
      onClose={onClose}
      busy={restore.isPending}
      problem={problem}
    />
  );
}
