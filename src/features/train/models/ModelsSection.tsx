import Stack from '@mui/material/Stack';
import { useLanguage } from '../../../i18n/useLanguage';
import { TestSentence } from '../predict/TestSentence';
import { ModelsList } from './ModelsList';
import { PinnedSentences } from './PinnedSentences';

/** The Models section: the trained models, trying a sentence on one, and the pinned sentences. */
export function ModelsSection() {
  const { language } = useLanguage();
  return (
    <Stack sx={{ gap: 2 }}>
      <ModelsList />
      <TestSentence language={language} />
      <PinnedSentences />
    </Stack>
  );
}
