import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { useFormat } from '../../../lib/format';
import { downloadTextFile } from '../../../lib/csv/downloadFile';
import { notify } from '../../../lib/notifications';
import type { ConversationsParams } from '../api/conversations';
import { buildConversationsCsv, conversationsCsvFilename } from '../conversationsCsv';
import { EXPORT_MAX_ROWS, fetchAllMatching, type ExportProgress } from '../exportAll';

type Phase =
  { kind: 'confirm' } | { kind: 'running'; progress: ExportProgress } | { kind: 'failed' };

interface ExportAllDialogProps {
  open: boolean;
  /** The list's filter and sort; the export walks every page of it. */
  filter: Omit<ConversationsParams, 'page' | 'pageSize'>;
  /** How many conversations match, as the list last said. */
  matching: number;
  onClose: () => void;
}

/**
 * "Export all matching": says how many (and the cap) first, shows progress, can be cancelled.
 * What it said stays above the progress and a failure, and describes the dialog.
 */
export function ExportAllDialog({ open, filter, matching, onClose }: ExportAllDialogProps) {
  const { t } = useTranslation();
  const progressId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  // Each start is a run of its own; closing or starting again ends the previous one. A single
  // "cancelled" flag would be cleared by the next start while the old run still waits for a page,
  // which then carried on and downloaded a second file.
  const currentRun = useRef(0);
  const format = useFormat();
  const capped = matching > EXPORT_MAX_ROWS;

  const close = () => {
    currentRun.current += 1;
    setPhase({ kind: 'confirm' });
    onClose();
  };

  const start = async () => {
    currentRun.current += 1;
    const run = currentRun.current;
    const cancelled = () => run !== currentRun.current;
    setPhase({
      kind: 'running',
      progress: { done: 0, target: Math.min(matching, EXPORT_MAX_ROWS) },
    });
    try {
      const result = await fetchAllMatching(
        filter,
        (progress) => setPhase({ kind: 'running', progress }),
        cancelled,
      );
      if (!result) return;
      downloadTextFile(
        buildConversationsCsv(result.rows, t),
        conversationsCsvFilename(new Date()),
        'text/csv;charset=utf-8',
      );
      notify({
        severity: 'success',
        message: t('incoming.export.allDone', { count: result.rows.length }),
      });
      close();
    } catch (error) {
      console.warn('The export of all matching conversations failed.', error);
      if (!cancelled()) setPhase({ kind: 'failed' });
    }
  };

  const running = phase.kind === 'running' ? phase.progress : undefined;
  const progressText = ({ done, target }: ExportProgress) =>
    t('incoming.export.allProgress', {
      done: format.number(done),
      target: format.number(target),
    });
  return (
    <ConfirmDialog
      open={open}
      title={t('incoming.export.allTitle')}
      text={
        capped
          ? t('incoming.export.allCapped', {
              max: format.number(EXPORT_MAX_ROWS),
              matching: format.number(matching),
            })
          : t('incoming.export.allConfirm', {
              count: matching,
              matching: format.number(matching),
            })
      }
      confirmLabel={phase.kind === 'failed' ? t('errors.retry') : t('incoming.export.allStart')}
      confirmColor="primary"
      onConfirm={() => void start()}
      onClose={close}
      confirmDisabled={matching === 0}
      confirmHidden={running !== undefined}
      problem={phase.kind === 'failed' ? t('incoming.export.allFailed') : undefined}
    >
      {running && (
        <>
          <DialogContentText id={progressId} sx={{ mt: 2 }}>
            {progressText(running)}
          </DialogContentText>
          <LinearProgress
            variant="determinate"
            value={running.done}
            max={Math.max(running.target, 1)}
            aria-labelledby={progressId}
            // Read as "Exporting 150 of 480…" rather than a bare percentage.
            aria-valuetext={progressText(running)}
            sx={{ mt: 2 }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
