import Box, { type BoxProps } from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { observeWidth } from './observeWidth';

export interface ChartBoxProps extends Omit<BoxProps, 'children' | 'height' | 'sx'> {
  /** The chart's height in pixels: the box has it before the chart is drawn. */
  height: number;
  /** The chart, drawn at the box's width and the given height. */
  children: (size: { width: number; height: number }) => ReactNode;
  /**
   * Draw the chart in a transition (rendered in slices) instead of before the next paint: for a
   * large chart, whose draw in one piece holds the page still. `fallback` shows until then.
   */
  background?: boolean;
  fallback?: ReactNode;
}

/**
 * A box at least as high as its chart, whose chart is drawn once the layout has given the box its
 * width, with both sizes passed to the chart. Without them, MUI X's charts draw at zero width,
 * read their box's computed style in the commit (a forced layout of the whole page) and draw
 * again, synchronously: on the Technical page's health cards that was a third of an area switch,
 * on a phone's Dashboard most of its longest task. A legend MUI X lays out above or below the
 * drawing adds to the box's height; one beside it would not fit the width given.
 */
export function ChartBox({
  height,
  children,
  background = false,
  fallback = null,
  ...box
}: ChartBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => observeWidth(ref.current!, setWidth, { background }), [background]);
  return (
    <Box ref={ref} {...box} sx={{ minHeight: height }}>
      {width > 0 ? children({ width, height }) : fallback}
    </Box>
  );
}
