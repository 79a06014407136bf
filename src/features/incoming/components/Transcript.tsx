import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type {
  Channel,
  Language,
  TranscriptStep,
  TranscriptTurn,
} from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { hasPermission, useMe } from '../../../lib/query';
import { toFlowReplay, toFlowStep } from '../../flows/routes';
import { toTrainingInbox } from '../../train/routes';
import { SPEAKER_LABEL_KEYS } from '../options';

function IntentLine({
  turn,
  language,
  answer,
}: {
  turn: TranscriptTurn;
  language: Language;
  /** The caller answered a flow's question: words that fill a slot, nothing to train. */
  answer: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // The server recognises intents in what the caller says only.
  if (turn.speaker !== 'caller') return null;
  if (turn.intent === null && answer) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('incoming.transcript.answer')}
      </Typography>
    );
  }
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

/** The step's slots as the replay takes them (the generated type allows absent values). */
const slotValues = (slots: TranscriptStep['slots']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(slots).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  );

interface StepLinksProps {
  step: TranscriptStep;
  /** The turn's number in the transcript, which the links' names give. */
  turn: number;
  language: Language;
  channel: Channel;
}

/**
 * A bot turn's way into the flow: its step in the editor, and the simulator from that moment
 * (the step, the slots then, the conversation's language and channel) on the version that ran
 * or on the current draft, which may have changed since. The two replays share one small menu,
 * so a phone-wide turn keeps one line of actions.
 */
function StepLinks({ step, turn, language, channel }: StepLinksProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `replay-menu-${turn}`;
  const replay = { nodeId: step.nodeId, slots: slotValues(step.slots), language, channel };
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        component={RouterLink}
        to={toFlowStep(step.flowId, step.nodeId)}
        size="small"
        aria-label={t('incoming.transcript.openStepOf', { turn })}
      >
        {t('incoming.transcript.openStep')}
      </Button>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon aria-hidden />}
        aria-label={t('incoming.transcript.replayOf', { turn })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('incoming.transcript.replay')}
      </Button>
      {/* Mounted only while open: a transcript has a menu per bot turn. */}
      {anchor && (
        <Menu id={menuId} anchorEl={anchor} open onClose={close}>
          <MenuItem
            component={RouterLink}
            to={toFlowReplay(step.flowId, { ...replay, versionNumber: step.flowVersion })}
            onClick={close}
          >
            {t('incoming.transcript.replayVersion', { version: step.flowVersion })}
          </MenuItem>
          <MenuItem component={RouterLink} to={toFlowReplay(step.flowId, replay)} onClick={close}>
            {t('incoming.transcript.replayDraft')}
          </MenuItem>
        </Menu>
      )}
    </Stack>
  );
}

/**
 * Who said what and when, in order; caller turns carry the recognised intent, bot turns that a
 * flow's step spoke lead to that step (for people who may read flows). What was said is marked
 * with the conversation's language (WCAG 3.1.2), so screen readers pronounce a Japanese chat as
 * Japanese in a German interface.
 */
export function Transcript({
  turns,
  language,
  channel,
}: {
  turns: TranscriptTurn[];
  language: Language;
  channel: Channel;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const mayReadFlows = hasPermission(me.data, 'flows.read');
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
          <IntentLine
            turn={turn}
            language={language}
            answer={turns[index - 1]?.speaker === 'bot' && !!turns[index - 1]?.step}
          />
          {turn.speaker === 'bot' && turn.step && mayReadFlows && (
            <StepLinks step={turn.step} turn={index + 1} language={language} channel={channel} />
          )}
        </Box>
      ))}
    </Stack>
  );
}
