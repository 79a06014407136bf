import { useQuery } from '@tanstack/react-query';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../layout/EmptyState';
import { ErrorState } from '../../../layout/ErrorState';
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
      {bots.isPending ? (
        <SectionSkeleton />
      ) : bots.isError ? (
        <ErrorState error={bots.error} onRetry={() => void bots.refetch()} />
      ) : bots.data.items.length === 0 ? (
        <EmptyState message={t('homepage.bots.empty')} />
      ) : phone ? (
        <BotStatusList bots={bots.data.items} />
      ) : (
        <BotStatusTable bots={bots.data.items} />
      )}
    </SectionCard>
  );
}
