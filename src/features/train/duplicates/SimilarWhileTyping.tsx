import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/api-client/schema';
import { useDebouncedValue } from '../../../lib/list-page';
import { intentQueries } from '../api/intents';
import { AlikeExample } from './AlikeExample';
import { RemoveExampleButton } from './RemoveExampleButton';

/** Asked once typing pauses, not on every key. */
const PAUSE_MS = 300;

/**
 * Flags, while an example is typed, the examples of other intents worded the same or nearly
 * alike, each with its one-click fix (taking it out of the other intent), for people who may
 * edit. Polite: it speaks once typing pauses, without taking the focus from the field.
 */
export function SimilarWhileTyping({
  text,
  language,
  intentId,
}: {
  text: string;
  language: Language;
  intentId: string;
}) {
  const { t } = useTranslation();
  const typed = useDebouncedValue(text.trim(), PAUSE_MS);
  const similar = useQuery(intentQueries.similar({ text: typed, language, intentId }));
  const items = typed && text.trim() ? (similar.data?.items ?? []) : [];
  return (
    <div role="status">
      {items.length > 0 && (
        // A note inside the polite region: an alert's role would interrupt the typing.
        <Alert severity="warning" role="note">
          {t('train.duplicates.typing', { count: items.length })}
          <Stack component="ul" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', gap: 1 }}>
            {items.map((example) => (
              <Stack
                component="li"
                key={example.exampleId}
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <AlikeExample example={example} language={language} />
                <RemoveExampleButton
                  exampleId={example.exampleId}
                  text={example.text}
                  intentName={example.intentName}
                />
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
    </div>
  );
}
