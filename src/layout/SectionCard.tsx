import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** Shown beside the heading (outside it, so the heading's name stays just the title). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled section of a page: an h2 under the page's h1, named for landmark navigation. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
