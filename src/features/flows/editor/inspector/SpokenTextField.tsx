import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_TEXTS_LIMITS,
  type FlowNodeData,
  type Language,
} from '../../../../lib/api-client/schema';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { SpeechSampleButton } from '../../../../lib/speech/SpeechSampleButton';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { botLanguageQueries } from '../../api/botLanguage';
import { SSML_FAULT_KEYS } from '../../labels';
import { checkSsml } from '../../model/ssml';
import { FaultMark } from './FaultMark';

/** What each toolbar choice puts around the selected words (or at the caret). */
const MARKUP = {
  pause: ['<break time="500ms"/>', ''],
  emphasis: ['<emphasis level="strong">', '</emphasis>'],
  digits: ['<say-as interpret-as="digits">', '</say-as>'],
  spell: ['<say-as interpret-as="characters">', '</say-as>'],
  slower: ['<prosody rate="slow">', '</prosody>'],
  faster: ['<prosody rate="fast">', '</prosody>'],
} as const;
type Markup = keyof typeof MARKUP;

export interface SpokenTextFieldProps {
  name: FieldPath<FlowNodeData>;
  label: string;
  language: Language;
  readOnly: boolean;
  /** With the toolbar: voice markup to insert and the bot's voice to listen with. */
  toolbar?: { botId: string };
}

/**
 * A text the bot says, in one language: its voice markup (SSML) checked as it is typed, a fault
 * named by its character and marked under its line. With the toolbar, markup goes around the
 * selected words, and Listen speaks the text with the bot's voice for the language.
 */
export function SpokenTextField({
  name,
  label,
  language,
  readOnly,
  toolbar,
}: SpokenTextFieldProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<FlowNodeData>();
  const value: unknown = useWatch({ control, name });
  const box = useRef<HTMLDivElement>(null);
  const text = typeof value === 'string' ? value : '';
  const fault = checkSsml(text);
  return (
    <Box ref={box}>
      {toolbar && !readOnly && (
        <MarkupToolbar
          label={label}
          language={language}
          text={text}
          valid={fault === null}
          botId={toolbar.botId}
          onMarkup={([open, close]) => {
            const element = box.current?.querySelector('textarea:not([aria-hidden])');
            if (!(element instanceof HTMLTextAreaElement)) return;
            const { selectionStart: start, selectionEnd: end } = element;
            const next = `${text.slice(0, start)}${open}${text.slice(start, end)}${close}${text.slice(end)}`;
            if (next.length > LANGUAGE_TEXTS_LIMITS.maxLength) return;
            setValue(name, next, { shouldDirty: true });
            // Back in the text with the same words selected, now inside the markup.
            requestAnimationFrame(() => {
              element.focus();
              element.setSelectionRange(start + open.length, end + open.length);
            });
          }}
        />
      )}
      <FormTextField<FlowNodeData>
        name={name}
        label={label}
        fullWidth
        multiline
        minRows={1}
        maxRows={4}
        maxLength={LANGUAGE_TEXTS_LIMITS.maxLength}
        fault={
          fault
            ? t('flows.ssml.fault', {
                position: fault.position + 1,
                reason: t(SSML_FAULT_KEYS[fault.fault]),
              })
            : undefined
        }
        slotProps={{ htmlInput: { lang: language, readOnly } }}
      />
      {fault && <FaultMark text={text} position={fault.position} />}
    </Box>
  );
}

function MarkupToolbar({
  label,
  language,
  text,
  valid,
  botId,
  onMarkup,
}: {
  label: string;
  language: Language;
  text: string;
  /** Markup a speech service would refuse is not sent to be spoken. */
  valid: boolean;
  botId: string;
  onMarkup: (markup: readonly [string, string]) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const voice = useQuery(botLanguageQueries.voice(botId));
  const spoken = voice.data?.speech.languages[language];
  // Listen waits for a voice: say why when the bot's configuration has none for the language.
  const noVoice = voice.isSuccess && !spoken;
  const choose = (markup: Markup) => {
    setAnchor(null);
    onMarkup(MARKUP[markup]);
  };
  return (
    // A group, not an ARIA toolbar: two buttons reached with Tab need no arrow-key roving.
    <Stack
      role="group"
      aria-label={t('flows.ssml.toolbar', { field: label })}
      direction="row"
      sx={{ gap: 1, mb: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('flows.ssml.insertIn', { field: label })}
        // Keeps the text's selection: the markup goes around the words chosen there.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('flows.ssml.insert')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // The focus goes back into the text, to the words just marked up.
        disableRestoreFocus
      >
        {(Object.keys(MARKUP) as Markup[]).map((markup) => (
          <MenuItem key={markup} onClick={() => choose(markup)}>
            {t(`flows.ssml.markup.${markup}`)}
          </MenuItem>
        ))}
      </Menu>
      <SpeechSampleButton
        size="small"
        text={t('flows.ssml.listen')}
        label={t('flows.ssml.listenTo', { field: label })}
        failedText={t('flows.ssml.listenFailed')}
        disabled={!spoken || !text.trim() || !valid}
        request={() => ({
          speechService: voice.data?.speechService ?? '',
          voice: spoken?.voice ?? '',
          language,
          speakingRate: spoken?.speakingRate ?? 1,
          text,
        })}
      />
      {noVoice && (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {t('flows.ssml.noVoice', { language: t(LANGUAGE_LABEL_KEYS[language]) })}
        </Typography>
      )}
    </Stack>
  );
}
