import PersonIcon from '@mui/icons-material/PersonOutlined';
import BotIcon from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import type { TranscriptEntry } from './simulatorState';

export interface SimulatorTranscriptProps {
  entries: readonly TranscriptEntry[];
  /** Clicks a button of the question waiting (the newest turn's); absent once the run ended. */
  onButton?: (id: string) => void;
  /** While the flow answers: a click says so instead of sending again. */
  sending?: boolean;
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
  'language' | 'stepName' | 'onButton' | 'sending'
>;

/** Who spoke, and how a caller answered. */
function speakerOf(entry: TranscriptEntry, stepName: (nodeId: string) => string, t: TFunction) {
  if (entry.speaker === 'bot') {
    return entry.nodeId
      ? t('flows.simulator.transcript.botAt', { step: stepName(entry.nodeId) })
      : t('flows.simulator.transcript.bot');
  }
  if (entry.keypad) return t('flows.simulator.transcript.callerKeypad');
  if (entry.input === 'button') return t('flows.simulator.transcript.callerButton');
  return t('flows.simulator.transcript.caller');
}

function Turn({ entry, language, stepName, onButton, sending }: TurnProps) {
  const { t } = useTranslation();
  const bot = entry.speaker === 'bot';
  const who = speakerOf(entry, stepName, t);
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
      {entry.card && <CardTitle card={entry.card} language={language} />}
      {entry.input === 'silence' ? (
        <Typography sx={{ fontStyle: 'italic' }}>
          {t('flows.simulator.transcript.silence')}
        </Typography>
      ) : (
        <Typography lang={language} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {entry.text}
        </Typography>
      )}
      {entry.card && (
        <Link href={entry.card.imageUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('flows.simulator.transcript.cardImage')}
        </Link>
      )}
      {entry.ssml && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('flows.simulator.transcript.spoken')}{' '}
          <Box component="code" lang={language}>
            {entry.ssml}
          </Box>
        </Typography>
      )}
      {entry.buttons && (
        <TurnButtons
          buttons={entry.buttons}
          language={language}
          onButton={onButton}
          sending={sending}
        />
      )}
      {!bot && entry.input !== 'button' && <Understanding entry={entry} />}
    </Box>
  );
}

function CardTitle({
  card,
  language,
}: {
  card: NonNullable<TranscriptEntry['card']>;
  language: Language;
}) {
  return (
    <Typography lang={language} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {card.title}
    </Typography>
  );
}

/**
 * A question's buttons: to click while it waits (the newest turn), listed by name before that.
 * The card's image is a link, not loaded: the portal shows no images from elsewhere.
 */
function TurnButtons({
  buttons,
  language,
  onButton,
  sending,
}: {
  buttons: NonNullable<TranscriptEntry['buttons']>;
  language: Language;
} & Pick<SimulatorTranscriptProps, 'onButton' | 'sending'>) {
  const { t } = useTranslation();
  if (!onButton) {
    return (
      <Typography variant="body2" color="text.secondary" lang={language}>
        {t('flows.simulator.transcript.buttonsOffered', {
          buttons: buttons.map((button) => button.label).join(' · '),
        })}
      </Typography>
    );
  }
  return (
    <Stack
      role="group"
      aria-label={t('flows.simulator.transcript.buttons')}
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}
    >
      {buttons.map((button) => (
        <Button
          key={button.id}
          size="small"
          variant="outlined"
          lang={language}
          aria-disabled={sending}
          onClick={() => {
            if (!sending) onButton(button.id);
          }}
        >
          {button.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The test conversation so far. A live log: screen readers announce each new turn politely, and
 * it scrolls itself to the newest; it can be focused to scroll back by keyboard.
 */
export function SimulatorTranscript({
  entries,
  language,
  stepName,
  onButton,
  sending,
}: SimulatorTranscriptProps) {
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
          {entries.map((entry, index) => (
            <Turn
              key={entry.key}
              entry={entry}
              language={language}
              stepName={stepName}
              // Only the question waiting takes a click.
              onButton={index === entries.length - 1 ? onButton : undefined}
              sending={sending}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
