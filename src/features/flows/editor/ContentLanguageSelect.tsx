import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/api-client/schema';
import { LanguageSelect } from './LanguageSelect';

/** The toolbar's choice of the language the steps show their texts in. */
export function ContentLanguageSelect(props: {
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <LanguageSelect label={t('flows.editor.contentLanguage')} sx={{ width: 150 }} {...props} />
  );
}
