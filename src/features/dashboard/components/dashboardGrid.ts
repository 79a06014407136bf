import type { SxProps, Theme } from '@mui/material/styles';

/** The charts: two columns on wide screens (timeline wider than outcomes), one on narrow ones. */
export const dashboardChartsGridSx: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
};

/**
 * The lists (top intents, inputs not understood): equal columns, as many as fit at 26rem each.
 * The lists' texts differ a lot in length between languages (German and French headings run
 * twice the English), so they share the row evenly and stack before a column gets too narrow
 * to hold a phrase per line.
 */
export const dashboardListsGridSx: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
};
