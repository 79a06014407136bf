import { useQuery } from '@tanstack/react-query';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../lib/query/QueryStates';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { botQueries } from '../../../lib/query';
import { BotStatusList } from './BotStatusList';
import { BotStatusTable } from './BotStatusTable';

export function BotStatusSection() {
  const { t } = useTranslation();
  const bots = useQuery(botQueries.list());
  // Known from the first render, so a phone never draws the table first.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <SectionCard title={t('homepage.bots.title')}>
      <QueryStates
        query={bots}
        loading={<SectionSkeleton />}
        isEmpty={(list) => list.items.length === 0}
        emptyMessage={t('homepage.bots.empty')}
      >
        {(list) =>
          phone ? <BotStatusList bots={list.items} /> : <BotStatusTable bots={list.items} />
        }
      </QueryStates>
    </SectionCard>
  );
}
