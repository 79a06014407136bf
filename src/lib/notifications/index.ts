export {
  notify,
  subscribe,
  type Notification,
  type NotificationInput,
  type NotificationAction,
  type NotificationListener,
  type NotificationSeverity,
} from './notificationBus';
export { AUTO_HIDE_MS, NotificationsHost } from './NotificationsHost';
