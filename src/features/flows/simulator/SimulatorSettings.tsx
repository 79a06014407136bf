import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_VALUES,
  type Channel,
  type Language,
  type SimulatorSource,
} from '../../../lib/api-client/schema';
import { CHANNEL_LABEL_KEYS, LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { LanguageSelect } from '../editor/LanguageSelect';
import type { SimulatorChoice } from './simulatorChoice';

export interface SimulatorSettingsProps {
  value: SimulatorChoice;
  onChange: (value: SimulatorChoice) => void;
  languages: readonly Language[];
  /** Whether the flow has a published version to try. */
  published: boolean;
  /** While a conversation runs its settings stay as they were started. */
  disabled: boolean;
}

/** Which version, language and channel the next test conversation uses. */
export function SimulatorSettings({
  value,
  onChange,
  languages,
  published,
  disabled,
}: SimulatorSettingsProps) {
  const { t } = useTranslation();
  const sourceId = useId();
  const channelId = useId();
  const notPublishedId = useId();
  if (disabled) {
    // While a conversation runs: what it was started with, as text. (Greyed-out controls would
    // be too faint to read.)
    const rows: [string, string][] = [
      [t('flows.simulator.source.label'), t(`flows.simulator.source.${value.source}`)],
      [t('flows.simulator.language'), t(LANGUAGE_LABEL_KEYS[value.language])],
      [t('flows.simulator.channel'), t(CHANNEL_LABEL_KEYS[value.channel])],
    ];
    return (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
        {rows.map(([label, text]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Fragment>
        ))}
      </Box>
    );
  }
  return (
    <Stack sx={{ gap: 1.5 }}>
      <FormControl>
        <FormLabel id={sourceId}>{t('flows.simulator.source.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={sourceId}
          row
          value={value.source}
          onChange={(event) =>
            onChange({ ...value, source: event.target.value as SimulatorSource })
          }
        >
          <FormControlLabel
            value="draft"
            control={<Radio size="small" />}
            label={t('flows.simulator.source.draft')}
          />
          {/* Offered only when there is one: a greyed-out choice would be too faint to read. */}
          {published && (
            <FormControlLabel
              value="published"
              control={<Radio size="small" />}
              label={t('flows.simulator.source.published')}
            />
          )}
        </RadioGroup>
        {!published && (
          <FormHelperText id={notPublishedId} sx={{ mx: 0 }}>
            {t('flows.simulator.source.notPublished')}
          </FormHelperText>
        )}
      </FormControl>
      <LanguageSelect
        label={t('flows.simulator.language')}
        languages={languages}
        value={value.language}
        onChange={(language) => onChange({ ...value, language })}
      />
      <FormControl>
        <FormLabel id={channelId}>{t('flows.simulator.channel')}</FormLabel>
        <RadioGroup
          aria-labelledby={channelId}
          row
          value={value.channel}
          onChange={(event) => onChange({ ...value, channel: event.target.value as Channel })}
        >
          {CHANNEL_VALUES.map((channel) => (
            <FormControlLabel
              key={channel}
              value={channel}
              control={<Radio size="small" />}
              label={t(CHANNEL_LABEL_KEYS[channel])}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
