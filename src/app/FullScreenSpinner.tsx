import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const SPINNER_SIZE = 80;

/** Spec §2: a centred full-screen spinner of size 80 until the portal settings have loaded. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CircularProgress size={SPINNER_SIZE} aria-label={label} />
    </Box>
  );
}
