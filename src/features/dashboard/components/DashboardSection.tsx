import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DashboardSectionProps {
  title: string;
  /** Beside the heading, e.g. the chart's table toggle. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the dashboard: a section named by its h2. */
export function DashboardSection({ title, action, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ mb: 1, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
