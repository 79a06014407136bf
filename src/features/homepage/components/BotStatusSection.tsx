import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../layout/EmptyState';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useBots } from '../api/getBots';
import { BotStatusTable } from './BotStatusTable';

export function BotStatusSection() {
  const { t } = useTranslation();
  const bots = useBots();
  return (
    <SectionCard title={t('homepage.bots.title')}>
      {bots.isPending ? (
        <SectionSkeleton />
      ) : bots.isError ? (
        <ErrorState error={bots.error} onRetry={() => void bots.refetch()} />
      ) : bots.data.items.length === 0 ? (
        <EmptyState message={t('homepage.bots.empty')} />
      ) : (
        <BotStatusTable bots={bots.data.items} />
      )}
    </SectionCard>
  );
}
