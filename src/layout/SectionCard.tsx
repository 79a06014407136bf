import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** Shown beside the heading (outside it, so the heading's name stays just the title). */
  action?: ReactNode;
  /** Tighter padding and a smaller heading, for grids of many cards (the dashboard). */
  dense?: boolean;
  children: ReactNode;
}

/** One titled section of a page: an h2 under the page's h1, named for landmark navigation. */
export function SectionCard({ title, action, dense = false, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={dense ? { p: 2, minWidth: 0 } : { p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction="row"
        sx={{
          mb: dense ? 1 : 2,
          gap: dense ? 1 : 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id={headingId} variant={dense ? 'h6' : 'h5'} component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
