export { notify, subscribe, type NotificationAction } from './notificationBus';
export { NotificationsHost } from './NotificationsHost';
