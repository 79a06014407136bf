import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, type TrainingDataFormat } from '../../../lib/api-client/schema';
import { FormatAndLanguage } from './FormatAndLanguage';
import { exportTrainingData } from '../api/trainingData';

/** Downloads one language's examples as CSV, JSON or Rasa YAML (which the import reads back). */
export function ExportDialog({
  open,
  onClose,
  language: initial,
}: {
  open: boolean;
  onClose: () => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choice, setChoice] = useState<{ format: TrainingDataFormat; language: Language }>({
    format: 'csv',
    language: initial,
  });
  const download = useMutation({
    mutationFn: () => exportTrainingData(choice.format, choice.language),
    onSuccess: onClose,
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('train.export.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <FormatAndLanguage
            format={choice.format}
            language={choice.language}
            onChange={(patch) => setChoice((current) => ({ ...current, ...patch }))}
          />
          {download.isError && <Alert severity="error">{t('train.export.failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forms.cancel')}</Button>
        <Button variant="contained" disabled={download.isPending} onClick={() => download.mutate()}>
          {t('train.export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
