import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import { useNearViewport } from '../../../lib/lazy';
import { ChartBox } from '../../../lib/charts/ChartBox';
import { chartsLoaded } from './lazyCharts';
import { SectionCard } from '../../../layout/SectionCard';

export interface ChartWithTableProps {
  title: string;
  /**
   * Drawn from the lazily loaded charts chunk, at the card's width and `chartHeight`, in the
   * background (a transition); `chartHeight` keeps its place until then.
   */
  chart: (size: { width: number; height: number }) => ReactNode;
  chartHeight: number;
  /** The same data as a table: the chart's text alternative. */
  table: ReactNode;
}

/**
 * A chart with its data as a table. The drawing is hidden from assistive technology and the
 * table is always in the accessibility tree, so screen-reader users get the numbers without a
 * step; the toggle shows the table to everyone else (e.g. to read exact values). The drawing
 * comes from the charts chunk, loaded once the card nears the viewport; the table does not wait.
 */
export function ChartWithTable({ title, chart, chartHeight, table }: ChartWithTableProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  // Below the fold on a phone the chart's code loads when it is about to be seen; once it has
  // arrived, charts draw at once.
  const [near, nearRef] = useNearViewport<HTMLDivElement>(chartsLoaded());
  const placeholder = <Skeleton variant="rounded" height={chartHeight} />;
  return (
    <SectionCard
      dense
      title={title}
      action={
        <Button size="small" aria-controls={tableId} onClick={() => setShowTable((on) => !on)}>
          {showTable ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
        </Button>
      }
    >
      <Box ref={nearRef} aria-hidden sx={{ minHeight: chartHeight }}>
        {near ? (
          <Suspense fallback={placeholder}>
            <ChartBox height={chartHeight} background fallback={placeholder}>
              {chart}
            </ChartBox>
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <Box
        id={tableId}
        sx={{ mt: 2, overflowX: 'auto' }}
        style={showTable ? undefined : visuallyHidden}
      >
        {table}
      </Box>
    </SectionCard>
  );
}
