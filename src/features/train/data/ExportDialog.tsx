import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_VALUES,
  type Language,
  type TrainingDataFormat,
} from '../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { FORMATS, exportTrainingData } from './trainingDataApi';

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
  const [format, setFormat] = useState<TrainingDataFormat>('csv');
  const [language, setLanguage] = useState<Language>(initial);
  const download = useMutation({
    mutationFn: () => exportTrainingData(format, language),
    onSuccess: onClose,
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('train.export.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('train.import.format')}
            value={format}
            onChange={(event) =>
              setFormat(FORMATS.find((value) => value === event.target.value) ?? 'csv')
            }
          >
            {FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`train.import.formats.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('train.import.language')}
            value={language}
            onChange={(event) =>
              setLanguage(LANGUAGE_VALUES.find((value) => value === event.target.value) ?? initial)
            }
          >
            {LANGUAGE_VALUES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(LANGUAGE_LABEL_KEYS[value])}
              </MenuItem>
            ))}
          </TextField>
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
