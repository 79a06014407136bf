import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';

export interface LanguageSelectProps {
  label: string;
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
  sx?: TextFieldProps['sx'];
}

/** One of the flow's languages, by name, in a small select. */
export function LanguageSelect({ label, languages, value, onChange, sx }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const language = languages.find((candidate) => candidate === event.target.value);
        if (language) onChange(language);
      }}
      // The browser's own list: reachable by keyboard and comfortable on a phone.
      slotProps={{ select: { native: true } }}
      sx={sx}
    >
      {languages.map((language) => (
        <option key={language} value={language}>
          {t(LANGUAGE_LABEL_KEYS[language])}
        </option>
      ))}
    </TextField>
  );
}
