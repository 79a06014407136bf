import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Bot } from '../../../lib/api-client/schema';
import {
  BotConfigurationLink,
  BotConversationsLink,
  BotLastTrained,
  BotSpeechService,
} from './BotCells';
import { BotHealthChip } from './BotHealthChip';

/**
 * One row per bot configuration: the facts an operator checks first, and the way to its
 * configuration and its conversations. Phones get BotStatusList instead; between phone and
 * desktop width the table may still be wider than its card, so it scrolls inside a labelled,
 * focusable region that keyboard users can scroll too.
 */
export function BotStatusTable({ bots }: { bots: Bot[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer role="region" aria-label={t('homepage.bots.tableLabel')} tabIndex={0}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('homepage.bots.name')}</TableCell>
            <TableCell>{t('homepage.bots.speechService')}</TableCell>
            <TableCell>{t('homepage.bots.lastTrained')}</TableCell>
            <TableCell>{t('homepage.bots.health')}</TableCell>
            <TableCell>{t('homepage.bots.conversations')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bots.map((bot) => (
            <TableRow key={bot.id}>
              <TableCell component="th" scope="row">
                <BotConfigurationLink bot={bot} />
              </TableCell>
              <TableCell>
                <BotSpeechService bot={bot} />
              </TableCell>
              <TableCell>
                <BotLastTrained bot={bot} />
              </TableCell>
              <TableCell>
                <BotHealthChip health={bot.health} />
              </TableCell>
              <TableCell>
                <BotConversationsLink bot={bot} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
