import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/api-client/isLanguage';
import { TestSentence } from '../predict/TestSentence';
import { ModelsList } from './ModelsList';
import { PinnedSentences } from './PinnedSentences';

/** The Models section: the trained models, trying a sentence on one, and the pinned sentences. */
export function ModelsSection() {
  const { i18n } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <ModelsList />
      <TestSentence language={isLanguage(i18n.language) ? i18n.language : 'en-US'} />
      <PinnedSentences />
    </Stack>
  );
}
