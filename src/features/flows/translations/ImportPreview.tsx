import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import type { ImportedChange, ImportFault } from './translationsCsv';

export interface ImportResult {
  file: string;
  result: { changes: ImportedChange[] } | ImportFault;
}

/**
 * What a translator's file would change, before anything does: each text before and after, and
 * the person confirms or discards. A refused file says why and where, and changes nothing.
 */
export function ImportPreview({
  imported,
  rowName,
  onConfirm,
  onDiscard,
}: {
  imported: ImportResult;
  /** How the list names a text's row: its step, told apart from others of its kind. */
  rowName: (rowId: string) => string;
  onConfirm: (changes: ImportedChange[]) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { result, file } = imported;
  if ('fault' in result) {
    const language = 'language' in result ? t(LANGUAGE_LABEL_KEYS[result.language]) : '';
    const max = 'max' in result ? format.number(result.max) : '';
    return (
      <Alert severity="error" role="alert" onClose={onDiscard}>
        {t(`flows.translations.faults.${result.fault}`, { ...result, file, language, max })}
      </Alert>
    );
  }
  if (result.changes.length === 0) {
    return (
      <Alert severity="info" onClose={onDiscard}>
        {t('flows.translations.preview.nothing', { file })}
      </Alert>
    );
  }
  return (
    <Stack component="section" aria-label={t('flows.translations.preview.title')} sx={{ gap: 1 }}>
      <Typography variant="subtitle1" component="h3" role="status">
        {t('flows.translations.preview.summary', { count: result.changes.length, file })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {result.changes.map((change) => (
          <Typography
            component="li"
            variant="body2"
            key={`${change.rowId}-${change.language}`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('flows.translations.preview.change', {
              step: rowName(change.rowId),
              field: t(`flows.translations.groups.${change.group}`, { number: change.number }),
              language: t(LANGUAGE_LABEL_KEYS[change.language]),
              before: change.before || t('flows.translations.none'),
              after: change.text,
            })}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="contained" onClick={() => onConfirm(result.changes)}>
          {t('flows.translations.preview.apply', { count: result.changes.length })}
        </Button>
        <Button onClick={onDiscard}>{t('flows.translations.preview.discard')}</Button>
      </Stack>
    </Stack>
  );
}
