import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../lib/api-client/schema';
import { LogRow } from './LogRow';

// A one-line row's exact height (LogRow: 40 px and its 1 px border). When the estimate is right,
// measuring a row changes nothing, and the positions of 100,000 lines are not worked out again.
const ROW_ESTIMATE_PX = 41;

export interface VirtualLogListProps {
  lines: readonly LogEntry[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  botName: (botId: string) => string;
}

/**
 * Only the rows in view (and a few around them) are in the page, so 100,000 lines scroll as
 * lightly as 100; rows are measured as they render, so an opened entry pushes the rest down.
 */
export function VirtualLogList({ lines, expanded, onToggle, botName }: VirtualLogListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // Stable between renders: a new key function makes the virtualizer measure all lines again
  // (100,000 of them), which turned every scrolled frame into a long task.
  const getItemKey = useCallback((index: number) => lines[index]!.id, [lines]);
  const estimateSize = useCallback(() => ROW_ESTIMATE_PX, []);
  const getScrollElement = useCallback(() => scroller.current, []);
  // The virtualizer hands out new functions each render by design; the compiler skips this one.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
    // Before the first measurement (and in tests without layout): a typical viewport.
    initialRect: { width: 800, height: 600 },
  });
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={t('tech.logs.lines')}
      tabIndex={0}
      sx={{
        height: { xs: '60vh', md: '65vh' },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        contain: 'strict',
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index]!;
          return (
            <Box
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <LogRow
                line={line}
                expanded={expanded.has(line.id)}
                onToggle={() => onToggle(line.id)}
                botName={botName}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
