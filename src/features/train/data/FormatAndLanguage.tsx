import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_VALUES,
  type Language,
  type TrainingDataFormat,
} from '../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { FORMATS } from '../api/trainingData';

/** A training data file's format and language, as the import and the export both choose them. */
export function FormatAndLanguage({
  format,
  language,
  onChange,
  languageHelp,
}: {
  format: TrainingDataFormat;
  language: Language;
  onChange: (patch: { format?: TrainingDataFormat; language?: Language }) => void;
  languageHelp?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <TextField
        select
        size="small"
        label={t('train.import.format')}
        value={format}
        onChange={(event) => {
          const chosen = FORMATS.find((value) => value === event.target.value);
          if (chosen) onChange({ format: chosen });
        }}
        sx={{ flex: 1 }}
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
        onChange={(event) => {
          const chosen = LANGUAGE_VALUES.find((value) => value === event.target.value);
          if (chosen) onChange({ language: chosen });
        }}
        helperText={languageHelp}
        sx={{ flex: 1 }}
      >
        {LANGUAGE_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(LANGUAGE_LABEL_KEYS[value])}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
