import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language, TranscriptTurn } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { toTrainingInbox } from '../../train/routes';
import { SPEAKER_LABEL_KEYS } from '../options';

function IntentLine({ turn, language }: { turn: TranscriptTurn; language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The server recognises intents in what the caller says only.
  if (turn.speaker !== 'caller') return null;
  let text: string;
  if (turn.intent === null) text = t('incoming.detail.intentNotRecognised');
  else if (turn.confidence === null)
    text = t('incoming.detail.intentOnly', { intent: turn.intent });
  else {
    const confidence = format.percent(turn.confidence);
    text = t('incoming.detail.intent', { intent: turn.intent, confidence });
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
      {turn.intent === null && (
        <>
          {' · '}
          {/* Where the sentence can be given an intent, so the bots understand it next time. */}
          <Link component={RouterLink} to={toTrainingInbox(turn.text, language)}>
            {t('incoming.detail.addToTraining')}
          </Link>
        </>
      )}
    </Typography>
  );
}

/**
 * Who said what and when, in order; caller turns carry the recognised intent. What was said is
 * marked with the conversation's language (WCAG 3.1.2), so screen readers pronounce a Japanese
 * chat as Japanese in a German interface.
 */
export function Transcript({ turns, language }: { turns: TranscriptTurn[]; language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (turns.length === 0) {
    return <Typography color="text.secondary">{t('incoming.detail.transcriptEmpty')}</Typography>;
  }
  return (
    <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
      {turns.map((turn, index) => (
        <Box
          component="li"
          key={`${turn.at}-${index}`}
          sx={{
            p: 1.5,
            borderRadius: 2,
            borderLeft: 4,
            borderColor: turn.speaker === 'caller' ? 'primary.main' : 'grey.400',
            bgcolor: turn.speaker === 'caller' ? 'background.default' : 'transparent',
          }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t(SPEAKER_LABEL_KEYS[turn.speaker])}
            </Typography>
            <Typography component="time" dateTime={turn.at} variant="body2" color="text.secondary">
              {format.time(turn.at, { seconds: true })}
            </Typography>
          </Stack>
          <Typography lang={language}>{turn.text}</Typography>
          <IntentLine turn={turn} language={language} />
        </Box>
      ))}
    </Stack>
  );
}
