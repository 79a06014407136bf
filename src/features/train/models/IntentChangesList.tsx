import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationPart, PredictedIntent } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';

/** Long lists (a month of caller turns) show their first entries and say how many more. */
const SHOWN = 50;

function useIntentText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (intent: PredictedIntent | null) =>
    intent
      ? t('train.guard.intent', {
          name: intent.name,
          confidence: format.percent(intent.confidence),
        })
      : t('train.guard.nothing');
}

/**
 * The sentences whose intent a model would change: each with what the active model makes of it
 * and what this one would, and for a pinned sentence the intent it must keep.
 */
export function IntentChangesList({ title, part }: { title: string; part: EvaluationPart }) {
  const { t } = useTranslation();
  const intentText = useIntentText();
  const headingId = useId();
  const hidden = part.changes.length - SHOWN;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {title}
      </Typography>
      <Typography>
        {t('train.guard.changed', { changed: part.changes.length, checked: part.checked })}
      </Typography>
      {part.changes.length > 0 && (
        <Stack component="ul" sx={{ m: 0, pl: 3, gap: 1 }}>
          {part.changes.slice(0, SHOWN).map((change) => (
            <li key={`${change.language}\n${change.text}`}>
              <Typography lang={change.language} sx={{ fontStyle: 'italic' }}>
                {change.text}
              </Typography>
              <Typography variant="body2">
                {t('train.guard.change', {
                  before: intentText(change.before),
                  after: intentText(change.after),
                })}
              </Typography>
              {change.expected && change.after?.intentId !== change.expected.intentId && (
                <Typography variant="body2" color="error.dark">
                  {t('train.guard.expected', { name: change.expected.name })}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      )}
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('train.guard.more', { count: hidden })}
        </Typography>
      )}
    </Stack>
  );
}
