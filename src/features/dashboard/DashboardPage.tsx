import Alert from '@mui/material/Alert';
import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../layout/PageContainer';
import { useDashboardSummary } from './api/dashboard';
import { DashboardFilterBar } from './components/DashboardFilterBar';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { DashboardSummaryView } from './components/DashboardSummaryView';
import type { DashboardFilters } from './components/filters';
import { useDashboardFilters } from './useDashboardFilters';
import { QueryStates } from '../../lib/query/QueryStates';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { filters, setFilters, ready, queryParams } = useDashboardFilters();
  const summary = useDashboardSummary(queryParams);
  // Figures, charts and lists are the page's largest render: done in the background, in slices
  // the browser can paint between, while the previous state stays on screen.
  const data = useDeferredValue(summary.data);

  // Stable, so the filter bar (memoised) is not drawn again when only the summary's state moves.
  const handleFiltersChange = useCallback(
    (change: Partial<DashboardFilters>) => {
      // Switching to a custom period starts from the days on screen, a sensible first draft.
      if (change.period === 'custom' && filters.period !== 'custom' && data) {
        setFilters({ from: data.period.from, to: data.period.to, ...change });
        return;
      }
      setFilters(change);
    },
    [filters.period, data, setFilters],
  );

  return (
    <PageContainer title={t('dashboard.title')}>
      <DashboardFilterBar filters={filters} onChange={handleFiltersChange} />
      {!ready ? (
        <Alert severity="info">{t('dashboard.filters.choosePeriod')}</Alert>
      ) : (
        <QueryStates
          // The deferred figures: the heavy view follows them, not the answer itself. Only the
          // fields read, so the page renders no more often than before.
          query={{ data, isError: summary.isError, error: summary.error, refetch: summary.refetch }}
          loading={<DashboardSkeleton />}
        >
          {(figures) => (
            <DashboardSummaryView
              summary={figures}
              channel={filters.channel}
              updating={summary.isPlaceholderData}
            />
          )}
        </QueryStates>
      )}
    </PageContainer>
  );
}
