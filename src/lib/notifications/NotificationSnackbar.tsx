import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../theme/theme';
import { AUTO_HIDE_MS, AUTO_HIDE_WITH_ACTION_MS } from './autoHide';
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
        autoHideDuration={notification.action ? AUTO_HIDE_WITH_ACTION_MS : AUTO_HIDE_MS}
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
          action={
            notification.action && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    notification.action?.run();
                    onClose();
                  }}
                >
                  {notification.action.label}
                </Button>
                <IconButton color="inherit" size="small" aria-label={closeText} onClick={onClose}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )
          }
          sx={{ width: '100%' }}
        >
          {text}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
