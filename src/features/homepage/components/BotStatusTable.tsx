import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Bot } from '../../../lib/api-client/schema';
import { useDateTimeFormat } from '../../../lib/preferences';
import { botConfigurationLink, botConversationsLink } from '../activityLink';
import { BotHealthChip } from './BotHealthChip';

/**
 * One row per bot configuration: the facts an operator checks first, and the way to its
 * configuration and its conversations. At phone width the table scrolls sideways inside a
 * labelled, focusable region, so keyboard users can scroll it too.
 */
export function BotStatusTable({ bots }: { bots: Bot[] }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
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
                <Link
                  component={RouterLink}
                  to={botConfigurationLink(bot.name)}
                  aria-label={t('homepage.bots.configure', { bot: bot.name })}
                >
                  {bot.name}
                </Link>
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
              <TableCell>
                <Link
                  component={RouterLink}
                  to={botConversationsLink(bot.name)}
                  aria-label={t('homepage.bots.showConversations', { bot: bot.name })}
                >
                  {t('homepage.bots.show')}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
