import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../layout/PageContainer';
import { SectionSkeleton } from '../../layout/SectionSkeleton';
import { hasPermission, useMe, botQueries } from '../../lib/query';
import { configQueries } from './api/configurations';
import { ConfigList } from './components/ConfigList';
import { CreateConfigDialog } from './components/CreateConfigDialog';
import { QueryStates } from '../../lib/query/QueryStates';
import type { BotConfigList } from '../../lib/api-client/schema';

/**
 * The bot configurations. `?bot=<name>` (Home's bot list links here) narrows the list to one
 * bot's configurations.
 */
export default function ConfigurationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const botFilter = searchParams.get('bot') ?? undefined;
  const configs = useQuery(configQueries.list());
  const bots = useQuery(botQueries.list());
  const { data: me } = useMe();
  const canManage = hasPermission(me, 'config.manage');
  const [creating, setCreating] = useState(false);

  const botName = (botId: string) =>
    bots.data?.items.find((bot) => bot.id === botId)?.name ?? botId;

  const shownOf = (list: BotConfigList) =>
    list.items.filter((config) => botFilter === undefined || botName(config.botId) === botFilter);
  const content = () => (
    <QueryStates
      query={configs}
      loading={<SectionSkeleton />}
      isEmpty={(list) => shownOf(list).length === 0}
      emptyMessage={t('configuration.empty')}
    >
      {(list) => <ConfigList configs={shownOf(list)} botName={botName} />}
    </QueryStates>
  );

  return (
    <PageContainer
      title={t('configuration.title')}
      actions={
        canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('configuration.list.create')}
          </Button>
        )
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Typography variant="body1">{t('configuration.intro')}</Typography>
        {content()}
      </Stack>
      {canManage && configs.data && (
        <CreateConfigDialog
          open={creating}
          onClose={() => setCreating(false)}
          configs={configs.data.items}
          bots={bots.data?.items ?? []}
        />
      )}
    </PageContainer>
  );
}
