import PersonIcon from '@mui/icons-material/PersonOutlined';
import BotIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import type { TranscriptEntry } from './simulatorState';

export interface SimulatorTranscriptProps {
  entries: readonly TranscriptEntry[];
  /** The conversation's language: what was said is marked with it for screen readers. */
  language: Language;
  stepName: (nodeId: string) => string;
}

function Understanding({ entry }: { entry: TranscriptEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const intent = entry.nlu?.intent;
  return (
    <Typography variant="body2" color="text.secondary">
      {intent && entry.nlu
        ? t('flows.simulator.nlu.intent', {
            intent,
            confidence: format.percent(entry.nlu.confidence),
          })
        : t('flows.simulator.nlu.notUnderstood')}
    </Typography>
  );
}

type TurnProps = { entry: TranscriptEntry } & Pick<
  SimulatorTranscriptProps,
  'language' | 'stepName'
>;

function Turn({ entry, language, stepName }: TurnProps) {
  const { t } = useTranslation();
  const bot = entry.speaker === 'bot';
  const who = bot
    ? entry.nodeId
      ? t('flows.simulator.transcript.botAt', { step: stepName(entry.nodeId) })
      : t('flows.simulator.transcript.bot')
    : entry.keypad
      ? t('flows.simulator.transcript.callerKeypad')
      : t('flows.simulator.transcript.caller');
  const Icon = bot ? BotIcon : PersonIcon;
  // Told apart by a written speaker, an icon and the side, not by colour alone.
  return (
    <Box
      component="li"
      sx={{
        alignSelf: bot ? 'flex-start' : 'flex-end',
        maxWidth: '90%',
        p: 1,
        borderRadius: 2,
        border: 1,
        borderColor: bot ? 'divider' : 'primary.main',
        bgcolor: bot ? 'background.default' : 'transparent',
      }}
    >
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
        <Icon fontSize="small" aria-hidden />
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {who}
        </Typography>
      </Stack>
      <Typography lang={language} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {entry.text}
      </Typography>
      {!bot && <Understanding entry={entry} />}
    </Box>
  );
}

/**
 * The test conversation so far. A live log: screen readers announce each new turn politely, and
 * it scrolls itself to the newest; it can be focused to scroll back by keyboard.
 */
export function SimulatorTranscript({ entries, language, stepName }: SimulatorTranscriptProps) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length]);

  return (
    <Box
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('flows.simulator.transcript.label')}
      tabIndex={0}
      sx={{
        maxHeight: 360,
        minHeight: 96,
        overflowY: 'auto',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('flows.simulator.transcript.empty')}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {entries.map((entry) => (
            <Turn key={entry.key} entry={entry} language={language} stepName={stepName} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
