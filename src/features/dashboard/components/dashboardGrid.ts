import type { SxProps, Theme } from '@mui/material/styles';

/** Two columns on wide screens (timeline wider than outcomes), one on narrow ones. */
export const dashboardGridSx: SxProps<Theme> = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
};
