import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { isSupportedLanguage, LANGUAGE_NAMES } from '../../../i18n/languages';

/** The same choice as the header's language switcher, offered where people look for settings. */
export function LanguagePreference() {
  const { t } = useTranslation();
  const { language, languages, changeLanguage } = useLanguage();
  return (
    <TextField
      select
      label={t('account.preferences.language')}
      value={language}
      onChange={(event) => {
        if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      sx={{ minWidth: 260 }}
    >
      {languages.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </MenuItem>
      ))}
    </TextField>
  );
}
