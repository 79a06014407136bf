import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConversationDetail } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import {
  CHANNEL_LABEL_KEYS,
  LANGUAGE_LABEL_KEYS,
  OUTCOME_LABEL_KEYS,
} from '../../../lib/vocabulary/labels';

/** The conversation's facts as a description list (the caller arrives masked from the server). */
export function ConversationMeta({ conversation }: { conversation: ConversationDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const entries = [
    [t('incoming.detail.caller'), conversation.caller],
    [t('incoming.detail.startedAt'), format.dateTime(conversation.startedAt)],
    [t('incoming.detail.duration'), format.duration(conversation.durationSeconds)],
    [t('incoming.detail.channel'), t(CHANNEL_LABEL_KEYS[conversation.channel])],
    [t('incoming.detail.language'), t(LANGUAGE_LABEL_KEYS[conversation.language])],
    [t('incoming.detail.outcome'), t(OUTCOME_LABEL_KEYS[conversation.outcome])],
    [t('incoming.detail.bot'), conversation.botName],
    [t('incoming.detail.topIntent'), conversation.topIntent ?? t('incoming.list.noIntent')],
  ] as const;

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {entries.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
