import Box, { type BoxProps } from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { observeWidth } from './observeWidth';

export interface ChartBoxProps extends Omit<BoxProps, 'children' | 'height' | 'sx'> {
  /** The chart's height in pixels: the box has it before the chart is drawn. */
  height: number;
  /** The chart, drawn at the box's width and the given height. */
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * A box of fixed height whose chart is drawn once the layout has given the box its width, with
 * both sizes passed to the chart. Without them, MUI X's charts draw at zero width, read their
 * box's computed style in the commit (a forced layout of the whole page) and draw again: on the
 * Technical page's health cards that was a third of an area switch. For charts without a legend
 * (a sparkline): MUI X lays a legend out beside or above the size it is given.
 */
export function ChartBox({ height, children, ...box }: ChartBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => observeWidth(ref.current!, setWidth), []);
  return (
    <Box ref={ref} {...box} sx={{ height }}>
      {width > 0 && children({ width, height })}
    </Box>
  );
}
