import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from './notificationBus';
import { EMPTY_QUEUE, notificationQueueReducer } from './notificationQueue';

export { AUTO_HIDE_MS } from './autoHide';

// The snackbar stack loads with the first notification: the login screen never needs it.
const NotificationSnackbar = lazy(() => import('./NotificationSnackbar'));

/** Shows notifications one at a time, in the order they were raised. Mount it once. */
export function NotificationsHost() {
  const { t } = useTranslation();
  const [queue, dispatch] = useReducer(notificationQueueReducer, EMPTY_QUEUE);

  useEffect(() => subscribe((notification) => dispatch({ type: 'add', notification })), []);

  const current = queue.items.at(0);
  if (!current) return null;

  // A blank message (say, a 400 without a body) still tells the user that something failed.
  const text = current.message.trim() || t('errors.generic');

  return (
    <Suspense fallback={null}>
      <NotificationSnackbar
        notification={current}
        text={text}
        open={queue.open}
        closeText={t('notifications.close')}
        onClose={() => dispatch({ type: 'close' })}
        onExited={() => dispatch({ type: 'exited' })}
      />
    </Suspense>
  );
}
