import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';
import { SectionCard } from '../../../layout/SectionCard';

export interface ChartWithTableProps {
  title: string;
  chart: ReactNode;
  /** The same data as a table: the chart's text alternative. */
  table: ReactNode;
}

/**
 * A chart with its data as a table. The drawing is hidden from assistive technology and the
 * table is always in the accessibility tree, so screen-reader users get the numbers without a
 * step; the toggle shows the table to everyone else (e.g. to read exact values).
 */
export function ChartWithTable({ title, chart, table }: ChartWithTableProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
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
      <Box aria-hidden>{chart}</Box>
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
