import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useFormat } from '../../../lib/format';
import { healthQueries } from '../../../lib/query';
import { useNow } from '../../../lib/time';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { latencyQueries } from '../api/latency';
import { HealthCard } from './HealthCard';
import {
  HEALTH_REFRESH_MS,
  componentLogsHref,
  componentViews,
  troubledComponents,
} from './healthView';
import { IncidentsList } from './IncidentsList';

/** One card per component; a banner names what is degraded or down, or says nothing is known. */
export function HealthSection() {
  const { t } = useTranslation();
  const format = useFormat();
  // Refetch intervals pause while the tab is hidden (TanStack Query's default).
  const health = useQuery({ ...healthQueries.current(), refetchInterval: HEALTH_REFRESH_MS });
  const metrics = useQuery({ ...latencyQueries.last24h(), refetchInterval: 5 * 60_000 });
  const now = useNow(10_000);
  const views = componentViews(health.data, health.isError, now);
  const troubled = troubledComponents(views);
  const series = new Map(metrics.data?.series.map((entry) => [entry.component, entry.points]));

  return (
    <Stack component="section" aria-labelledby="tech-health-title" sx={{ gap: 2 }}>
      <Typography id="tech-health-title" variant="h5" component="h2">
        {t('tech.health.title')}
      </Typography>
      {health.isError && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('tech.health.unknownTitle')}</AlertTitle>
          {t('tech.health.unknownBody')}
        </Alert>
      )}
      {troubled.length > 0 && (
        <Alert severity={troubled[0]!.status === 'down' ? 'error' : 'warning'}>
          <AlertTitle>
            {t('tech.health.troubled', {
              names: format.list(troubled.map((view) => componentLabel(t, view.component.name))),
            })}
          </AlertTitle>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {troubled.map((view) => (
              <li key={view.component.name}>
                <Link component={RouterLink} to={componentLogsHref(view)}>
                  {t('tech.health.openLogs', { name: componentLabel(t, view.component.name) })}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {health.isPending ? (
        <SectionSkeleton rows={4} height={120} />
      ) : views.length === 0 ? (
        <ErrorState error={health.error} onRetry={() => void health.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(18rem, 1fr))' },
          }}
        >
          {views.map((view) => (
            <HealthCard
              key={view.component.name}
              view={view}
              points={series.get(view.component.name) ?? []}
              now={now}
            />
          ))}
        </Box>
      )}
      <IncidentsList />
    </Stack>
  );
}
