import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTextFile } from '../../../lib/csv/downloadFile';
import { notify } from '../../../lib/notifications';
import type { ConversationsParams } from '../api/getConversations';
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

/** "Export all matching": says how many (and the cap) first, shows progress, can be cancelled. */
export function ExportAllDialog({ open, filter, matching, onClose }: ExportAllDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const cancelled = useRef(false);
  const number = new Intl.NumberFormat(i18n.language);
  const capped = matching > EXPORT_MAX_ROWS;

  const close = () => {
    cancelled.current = true;
    setPhase({ kind: 'confirm' });
    onClose();
  };

  const start = async () => {
    cancelled.current = false;
    setPhase({
      kind: 'running',
      progress: { done: 0, target: Math.min(matching, EXPORT_MAX_ROWS) },
    });
    try {
      const result = await fetchAllMatching(
        filter,
        (progress) => setPhase({ kind: 'running', progress }),
        () => cancelled.current,
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
      if (!cancelled.current) setPhase({ kind: 'failed' });
    }
  };

  const running = phase.kind === 'running' ? phase.progress : undefined;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('incoming.export.allTitle')}</DialogTitle>
      <DialogContent>
        {phase.kind === 'confirm' && (
          <DialogContentText>
            {capped
              ? t('incoming.export.allCapped', {
                  max: number.format(EXPORT_MAX_ROWS),
                  matching: number.format(matching),
                })
              : t('incoming.export.allConfirm', {
                  count: matching,
                  matching: number.format(matching),
                })}
          </DialogContentText>
        )}
        {running && (
          <>
            <DialogContentText id={`${titleId}-progress`}>
              {t('incoming.export.allProgress', {
                done: number.format(running.done),
                target: number.format(running.target),
              })}
            </DialogContentText>
            <LinearProgress
              variant="determinate"
              value={running.target ? (100 * running.done) / running.target : 0}
              aria-labelledby={`${titleId}-progress`}
              sx={{ mt: 2 }}
            />
          </>
        )}
        {phase.kind === 'failed' && (
          <Alert severity="error">{t('incoming.export.allFailed')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('forms.cancel')}</Button>
        {phase.kind !== 'running' && (
          <Button variant="contained" onClick={() => void start()} disabled={matching === 0}>
            {phase.kind === 'failed' ? t('errors.retry') : t('incoming.export.allStart')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
