import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTranslation } from 'react-i18next';
import type { LatencyPoint } from '../../../lib/api-client/schema';
import { ChartBox } from '../../../lib/charts/ChartBox';
import { useFormat } from '../../../lib/format';

/** The p95 of the last 24 hours as a small line; its text alternative names the range. */
export function LatencySparkline({ points }: { points: readonly LatencyPoint[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const values = points.map((point) => point.p95 ?? 0);
  if (values.length === 0) return null;
  const summary = t('tech.health.sparkline', {
    min: format.milliseconds(Math.min(...values)),
    max: format.milliseconds(Math.max(...values)),
    last: format.milliseconds(values[values.length - 1]!),
  });
  return (
    <ChartBox role="img" aria-label={summary} height={40}>
      {(size) => <SparkLineChart data={values} {...size} curve="linear" color="#0b6e4f" />}
    </ChartBox>
  );
}
