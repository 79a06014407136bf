import PublishIcon from '@mui/icons-material/PublishOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow, FlowProblem } from '../../../lib/api-client/schema';
import { hasPermission, useMe } from '../../../lib/query';
import type { ComparedFlow } from './flowDiff';
import { PublishDialog } from './PublishDialog';

export interface PublishButtonProps {
  flow: Flow;
  /** The saved draft's version: what is published. */
  draftVersion: number;
  /** Whether the editor has saved everything: only a saved draft can be published. */
  saved: boolean;
  /** The draft's live problems; errors keep it from being published. */
  problems: readonly FlowProblem[];
  /** The draft as the editor has it, for the changes against the published version. */
  graph: ComparedFlow;
  onPublished: () => void;
  /** A colleague saved the draft since: the editor should bring in their changes. */
  onStale: () => void;
}

/**
 * "Publish" for those allowed to publish, with the reason beside it while it cannot be done
 * (errors in the draft, or changes not saved yet): the server publishes its saved draft only.
 */
export function PublishButton({
  flow,
  draftVersion,
  saved,
  problems,
  graph,
  onPublished,
  onStale,
}: PublishButtonProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  if (!hasPermission(me, 'flows.publish')) return null;

  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const reason =
    errors > 0
      ? t('flows.publish.blockedByErrors', { count: errors })
      : saved
        ? undefined
        : t('flows.publish.blockedUnsaved');

  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<PublishIcon />}
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('flows.publish.open')}
      </Button>
      {reason && (
        <Typography id={reasonId} variant="caption">
          {reason}
        </Typography>
      )}
      {open && (
        <PublishDialog
          flow={flow}
          draftVersion={draftVersion}
          graph={graph}
          warnings={problems.length - errors}
          onClose={() => setOpen(false)}
          onPublished={onPublished}
          onStale={onStale}
        />
      )}
    </Stack>
  );
}
