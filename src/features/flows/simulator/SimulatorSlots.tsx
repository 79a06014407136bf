import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/api-client/schema';

export interface SimulatorSlotsProps {
  slots: Record<string, string>;
  /** The conversation's language: the values are what the caller said. */
  language: Language;
}

/** What the conversation knows so far: each slot with its value, as a description list. */
export function SimulatorSlots({ slots, language }: SimulatorSlotsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = Object.entries(slots);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('flows.simulator.slots.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('flows.simulator.slots.empty')}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            typography: 'body2',
          }}
        >
          {entries.map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {name}
              </Box>
              <Box component="dd" lang={language} sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
