import { useTranslation } from 'react-i18next';
import { SECTION_TITLE_KEYS } from './sectionTitles';
import type { Channel, ChannelFilter, TimelinePoint } from '../../../lib/api-client/schema';
import { ChartWithTable } from './ChartWithTable';
import { BarChart } from './lazyCharts';
import { DataTable } from './DataTable';
import { CHANNEL_FILTER_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import type { Format } from '../../../lib/format';

const CHART_HEIGHT = 280;

export interface TimelineChartProps {
  timeline: TimelinePoint[];
  channel: ChannelFilter;
  format: Format;
}

const channelsOf = (channel: ChannelFilter): Channel[] =>
  channel === 'all' ? ['voice', 'chat'] : [channel];

/** Conversations per day, stacked by channel, with the numbers as a table. */
export function TimelineChart({ timeline, channel, format }: TimelineChartProps) {
  const { t } = useTranslation();
  const channels = channelsOf(channel);
  const title = t(SECTION_TITLE_KEYS.timeline);
  const withTotal = channels.length > 1;
  return (
    <ChartWithTable
      title={title}
      chartHeight={CHART_HEIGHT}
      chart={(size) => (
        <BarChart
          {...size}
          xAxis={[
            {
              scaleType: 'band',
              data: timeline.map((point) => point.date),
              valueFormatter: (day: string) => format.day(day),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => format.number(value) }]}
          series={channels.map((name) => ({
            id: name,
            label: t(CHANNEL_FILTER_LABEL_KEYS[name]),
            data: timeline.map((point) => point[name]),
            stack: 'conversations',
            valueFormatter: (value: number | null) => format.number(value ?? 0),
          }))}
        />
      )}
      table={
        <DataTable
          label={title}
          ownScrollBox={false}
          columns={[
            { label: t('dashboard.timeline.day') },
            ...channels.map((name) => ({
              label: t(CHANNEL_FILTER_LABEL_KEYS[name]),
              numeric: true,
            })),
            ...(withTotal ? [{ label: t('dashboard.timeline.total'), numeric: true }] : []),
          ]}
          rows={timeline.map((point) => ({
            key: point.date,
            cells: [
              format.day(point.date),
              ...channels.map((name) => format.number(point[name])),
              ...(withTotal ? [format.number(point.voice + point.chat)] : []),
            ],
          }))}
        />
      }
    />
  );
}
