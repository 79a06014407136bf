import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import { useFormat } from '../../../lib/format';
import { hasPermission, useMe } from '../../../lib/query';
import { intentQueries } from '../api/intents';
import { ExampleInIntent } from './ExampleInIntent';
import { RemoveExampleButton } from './RemoveExampleButton';

/**
 * Examples of different intents worded nearly alike: they pull the understanding two ways, and
 * are best found before training, not after. Each pair offers its one-click fixes, taking one
 * of the two out of its intent. Shown only when there are some.
 */
export function SimilarExamples() {
  const { t } = useTranslation();
  const format = useFormat();
  const conflicts = useQuery(intentQueries.conflicts());
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
  const items = conflicts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <SectionCard title={t('train.similar.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('train.similar.explain')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 3, gap: 1 }}>
        {items.map((conflict) => (
          <li key={`${conflict.first.exampleId}-${conflict.second.exampleId}`}>
            <ExampleInIntent example={conflict.first} language={conflict.language} />{' '}
            {t('train.similar.and')}{' '}
            <ExampleInIntent example={conflict.second} language={conflict.language} />
            <Typography variant="body2" color="text.secondary">
              {t('train.similar.alike', {
                language: format.languageName(conflict.language),
                share: format.percent(conflict.similarity),
              })}
            </Typography>
            {canEdit && (
              <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                {[conflict.first, conflict.second].map((side) => (
                  <RemoveExampleButton
                    key={side.exampleId}
                    exampleId={side.exampleId}
                    text={side.text}
                    intentName={side.intentName}
                  />
                ))}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
