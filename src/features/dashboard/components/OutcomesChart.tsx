import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SECTION_TITLE_KEYS } from './sectionTitles';
import { OUTCOME_VALUES, type Outcome, type OutcomeCounts } from '../../../lib/api-client/schema';
import { ChartWithTable } from './ChartWithTable';
import { PieChart } from './lazyCharts';
import { DataTable } from './DataTable';
import { OUTCOME_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import type { Format } from '../../../lib/format';

/** The share of the box's width the donut may take; its legend beside it takes the rest. */
const DONUT_SHARE = 0.6;
const CHART_HEIGHT = 240;

export interface OutcomesChartProps {
  outcomes: OutcomeCounts;
  format: Format;
}

/** How conversations ended, as a donut, with counts and shares as a table. */
export function OutcomesChart({ outcomes, format }: OutcomesChartProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  // Meaningful colours: resolved is good, handed over needs people, abandoned is lost.
  const colors = {
    contained: palette.success.main,
    handover: palette.warning.main,
    abandoned: palette.error.main,
  } satisfies Record<Outcome, string>;
  const total = OUTCOME_VALUES.reduce((sum, outcome) => sum + outcomes[outcome], 0);
  const share = (count: number) => format.percent(total === 0 ? 0 : count / total);
  const title = t(SECTION_TITLE_KEYS.outcomes);
  return (
    <ChartWithTable
      title={title}
      chartHeight={CHART_HEIGHT}
      // The donut's legend sits beside it: the donut is drawn at most as wide as it is high, on
      // at most three fifths of the box, and the legend takes the rest. Given both sizes, MUI X
      // does not read the box's computed style, a layout of the whole page in the middle of
      // drawing it and again each time the Dashboard is shown.
      chart={({ width, height }) => (
        <PieChart
          width={Math.floor(Math.min(height, width * DONUT_SHARE))}
          height={height}
          series={[
            {
              innerRadius: 50,
              paddingAngle: 1,
              data: OUTCOME_VALUES.map((outcome) => ({
                id: outcome,
                value: outcomes[outcome],
                label: t(OUTCOME_LABEL_KEYS[outcome]),
                color: colors[outcome],
              })),
              valueFormatter: (item) => `${format.number(item.value)} (${share(item.value)})`,
            },
          ]}
        />
      )}
      table={
        <DataTable
          label={title}
          ownScrollBox={false}
          columns={[
            { label: t('dashboard.outcomes.outcome') },
            { label: t('dashboard.outcomes.conversations'), numeric: true },
            { label: t('dashboard.outcomes.share'), numeric: true },
          ]}
          rows={OUTCOME_VALUES.map((outcome) => ({
            key: outcome,
            cells: [
              t(OUTCOME_LABEL_KEYS[outcome]),
              format.number(outcomes[outcome]),
              share(outcomes[outcome]),
            ],
          }))}
        />
      }
    />
  );
}
