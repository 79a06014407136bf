import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Bot } from '../../../lib/api-client/schema';
import { useDateTimeFormat } from '../../../lib/preferences';
import { BotHealthChip } from './BotHealthChip';

/** One row per bot configuration: the facts an operator checks first. */
export function BotStatusTable({ bots }: { bots: Bot[] }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('homepage.bots.name')}</TableCell>
            <TableCell>{t('homepage.bots.speechService')}</TableCell>
            <TableCell>{t('homepage.bots.lastTrained')}</TableCell>
            <TableCell>{t('homepage.bots.health')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bots.map((bot) => (
            <TableRow key={bot.id}>
              <TableCell component="th" scope="row">
                {bot.name}
              </TableCell>
              <TableCell>{bot.speechService ?? t('homepage.bots.noSpeechService')}</TableCell>
              <TableCell>
                {bot.lastTrainedAt ? (
                  <time dateTime={bot.lastTrainedAt}>{formatDateTime(bot.lastTrainedAt)}</time>
                ) : (
                  t('homepage.bots.neverTrained')
                )}
              </TableCell>
              <TableCell>
                <BotHealthChip health={bot.health} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
