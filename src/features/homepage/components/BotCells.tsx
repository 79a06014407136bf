import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Bot } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { botConfigurationLink, botConversationsLink } from '../activityLink';

// What the bot table and the phone list both show of a bot, so the two cannot drift apart.

/** The bot's name, leading to its configuration. */
export function BotConfigurationLink({ bot }: { bot: Bot }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={botConfigurationLink(bot.name)}
      aria-label={t('homepage.bots.configure', { bot: bot.name })}
    >
      {bot.name}
    </Link>
  );
}

/** "Show", named after the bot for those who hear it out of its row. */
export function BotConversationsLink({ bot }: { bot: Bot }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={botConversationsLink(bot.name)}
      aria-label={t('homepage.bots.showConversations', { bot: bot.name })}
    >
      {t('homepage.bots.show')}
    </Link>
  );
}

export function BotSpeechService({ bot }: { bot: Bot }) {
  const { t } = useTranslation();
  return <>{bot.speechService ?? t('homepage.bots.noSpeechService')}</>;
}

export function BotLastTrained({ bot }: { bot: Bot }) {
  const { t } = useTranslation();
  const format = useFormat();
  return bot.lastTrainedAt ? (
    <time dateTime={bot.lastTrainedAt}>{format.dateTime(bot.lastTrainedAt)}</time>
  ) : (
    <>{t('homepage.bots.neverTrained')}</>
  );
}
