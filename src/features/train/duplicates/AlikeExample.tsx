import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language, SimilarExample } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { toIntent } from '../routes';

/**
 * Another intent's example worded like the one at hand: the same (whatever the case, spacing
 * and punctuation) or how much of their words are alike, the example, and its intent.
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
        <span lang={language}>“{example.text}”</span> ·{' '}
        <Link component={RouterLink} to={toIntent(example.intentId)}>
          {example.intentName}
        </Link>
      </Typography>
    </Stack>
  );
}
