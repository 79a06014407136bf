import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../layout/ErrorState';
import { PageContainer } from '../../layout/PageContainer';
import { useDashboardSummary } from './api/getDashboardSummary';
import { DashboardFilterBar } from './components/DashboardFilterBar';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { DashboardSummaryView } from './components/DashboardSummaryView';
import type { DashboardFilters } from './components/filters';
import { useDashboardFilters } from './useDashboardFilters';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { filters, setFilters, ready, queryParams } = useDashboardFilters();
  const summary = useDashboardSummary(queryParams);

  const handleFiltersChange = (change: Partial<DashboardFilters>) => {
    // Switching to a custom period starts from the days on screen, a sensible first draft.
    if (change.period === 'custom' && filters.period !== 'custom' && summary.data) {
      setFilters({ from: summary.data.period.from, to: summary.data.period.to, ...change });
      return;
    }
    setFilters(change);
  };

  return (
    <PageContainer title={t('dashboard.title')}>
      <DashboardFilterBar filters={filters} onChange={handleFiltersChange} />
      {!ready ? (
        <Alert severity="info">{t('dashboard.filters.choosePeriod')}</Alert>
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data ? (
        <DashboardSummaryView
          summary={summary.data}
          channel={filters.channel}
          updating={summary.isPlaceholderData}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </PageContainer>
  );
}
