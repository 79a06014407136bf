import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../layout/DetailList';
import type { Bot } from '../../../lib/api-client/schema';
import {
  BotConfigurationLink,
  BotConversationsLink,
  BotLastTrained,
  BotSpeechService,
} from './BotCells';
import { BotHealthChip } from './BotHealthChip';

/**
 * The bot table's content at phone width: one entry per bot with every fact and both links on
 * screen, instead of a table that hides its last columns beyond a sideways scroll.
 */
export function BotStatusList({ bots }: { bots: Bot[] }) {
  const { t } = useTranslation();
  return (
    <List disablePadding aria-label={t('homepage.bots.tableLabel')}>
      {bots.map((bot) => (
        <ListItem key={bot.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0 }}>
              <BotConfigurationLink bot={bot} />
            </Typography>
            <BotHealthChip health={bot.health} />
          </Stack>
          <DetailList
            details={[
              {
                id: 'speechService',
                term: t('homepage.bots.speechService'),
                value: <BotSpeechService bot={bot} />,
              },
              {
                id: 'lastTrained',
                term: t('homepage.bots.lastTrained'),
                value: <BotLastTrained bot={bot} />,
              },
              {
                id: 'conversations',
                term: t('homepage.bots.conversations'),
                value: <BotConversationsLink bot={bot} />,
              },
            ]}
          />
        </ListItem>
      ))}
    </List>
  );
}
