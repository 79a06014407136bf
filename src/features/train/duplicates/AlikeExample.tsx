import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, SimilarExample } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { ExampleInIntent } from './ExampleInIntent';

/**
 * Another intent's example worded like the one at hand: the same (whatever the case, spacing
 * and punctuation) or how much of their words are alike, then the example and its intent.
 */
export function AlikeExample({
  example,
  language,
}: {
  example: SimilarExample;
  language: Language;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="body2">
        {example.similarity === 1
          ? t('train.duplicates.same')
          : t('train.duplicates.near', { share: format.percent(example.similarity) })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <ExampleInIntent example={example} language={language} />
      </Typography>
    </Stack>
  );
}
