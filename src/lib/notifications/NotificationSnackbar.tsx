import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme/theme';
import { AUTO_HIDE_MS } from './autoHide';
import type { Notification } from './notificationBus';

interface NotificationSnackbarProps {
  notification: Notification;
  text: string;
  open: boolean;
  closeText: string;
  onClose: () => void;
  onExited: () => void;
}

export default function NotificationSnackbar({
  notification,
  text,
  open,
  closeText,
  onClose,
  onExited,
}: NotificationSnackbarProps) {
  const handleSnackbarClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision to dismiss the message.
    if (reason !== 'clickaway') onClose();
  };
  // Notifications can appear on screens drawn without MUI (login), so they bring the theme along.
  return (
    <ThemeProvider theme={theme}>
      <Snackbar
        key={notification.id}
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={handleSnackbarClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited } }}
      >
        <Alert
          severity={notification.severity}
          variant="filled"
          // Errors interrupt the screen reader; the rest wait their turn.
          role={notification.severity === 'error' ? 'alert' : 'status'}
          closeText={closeText}
          onClose={onClose}
          sx={{ width: '100%' }}
        >
          {text}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
