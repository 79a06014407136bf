import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from './notificationBus';
import { EMPTY_QUEUE, notificationQueueReducer } from './notificationQueue';

export const AUTO_HIDE_MS = 6000;

/** Shows notifications one at a time, in the order they were raised. Mount it once. */
export function NotificationsHost() {
  const { t } = useTranslation();
  const [queue, dispatch] = useReducer(notificationQueueReducer, EMPTY_QUEUE);

  useEffect(() => subscribe((notification) => dispatch({ type: 'add', notification })), []);

  const current = queue.items.at(0);
  if (!current) return null;

  const onSnackbarClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision to dismiss the message.
    if (reason !== 'clickaway') dispatch({ type: 'close' });
  };
  // A blank message (say, a 400 without a body) still tells the user that something failed.
  const text = current.message.trim() || t('errors.generic');

  return (
    <Snackbar
      key={current.id}
      open={queue.open}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={onSnackbarClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => dispatch({ type: 'exited' }) } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        // Errors interrupt the screen reader; the rest wait their turn.
        role={current.severity === 'error' ? 'alert' : 'status'}
        closeText={t('notifications.close')}
        onClose={() => dispatch({ type: 'close' })}
        sx={{ width: '100%' }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
