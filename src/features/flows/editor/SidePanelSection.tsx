import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled section beside the canvas (step settings, problems), a region for screen readers. */
export function SidePanelSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
