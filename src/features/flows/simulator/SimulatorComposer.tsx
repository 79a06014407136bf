import SendIcon from '@mui/icons-material/Send';
import SilenceIcon from '@mui/icons-material/VoiceOverOffOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, Language, SimulatorMessage } from '../../../lib/api-client/schema';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_PROBLEM_KEYS,
  toSimulatorMessage,
  type MessageProblem,
} from './messageInput';

export interface SimulatorComposerProps {
  channel: Channel;
  /** The conversation's language, for the spell checker and screen readers. */
  language: Language;
  /** While the flow answers: what was typed stays, nothing more is sent. */
  sending: boolean;
  /** Resolves true once sent; the field is emptied then, and kept for another try otherwise. */
  onSend: (message: SimulatorMessage) => Promise<boolean>;
}

/**
 * What the caller says; Enter sends. By voice the caller can key digits in instead (DTMF), as a
 * phone keypad would.
 */
export function SimulatorComposer({ channel, language, sending, onSend }: SimulatorComposerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keypadChosen, setKeypadChosen] = useState(false);
  const [problem, setProblem] = useState<MessageProblem>();
  // A chat has no keypad: the choice is kept for when the channel is voice again.
  const keypad = channel === 'voice' && keypadChosen;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = toSimulatorMessage(typed, keypad);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(undefined);
    if (await onSend(checked.message)) setTyped('');
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          autoFocus
          autoComplete="off"
          label={
            keypad ? t('flows.simulator.message.keypadLabel') : t('flows.simulator.message.label')
          }
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          error={problem !== undefined}
          helperText={problem && t(MESSAGE_PROBLEM_KEYS[problem])}
          slotProps={{
            htmlInput: {
              // Read-only, not disabled, while sending: the focus stays here for the next turn.
              readOnly: sending,
              maxLength: keypad ? 40 : MESSAGE_MAX_LENGTH,
              inputMode: keypad ? 'tel' : 'text',
              lang: language,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          // Not disabled while sending: it says so instead, and keeps the focus.
          aria-disabled={sending}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {sending ? t('flows.simulator.message.sending') : t('flows.simulator.message.send')}
        </Button>
      </Stack>
      <Button
        variant="outlined"
        startIcon={<SilenceIcon />}
        aria-disabled={sending}
        onClick={() => {
          if (!sending) void onSend({ silence: true });
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('flows.simulator.message.silence')}
      </Button>
      {channel === 'voice' && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={keypadChosen}
              onChange={(event) => {
                setKeypadChosen(event.target.checked);
                setProblem(undefined);
              }}
            />
          }
          label={t('flows.simulator.message.keypad')}
        />
      )}
    </Stack>
  );
}
