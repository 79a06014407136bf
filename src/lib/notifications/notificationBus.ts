export type NotificationSeverity = 'error' | 'warning' | 'info' | 'success';

export interface NotificationInput {
  /**
   * Already translated, shown as given (translation keys are checked at compile time, so the host
   * does not take arbitrary strings as keys). Blank shows `errors.generic`.
   */
  message: string;
  severity?: NotificationSeverity;
  /** One thing to do about it, e.g. Undo; the notification then stays longer. */
  action?: NotificationAction;
}

export interface NotificationAction {
  /** Already translated. */
  label: string;
  run: () => void;
}

export interface Notification {
  id: number;
  message: string;
  severity: NotificationSeverity;
  action?: NotificationAction;
}

export type NotificationListener = (notification: Notification) => void;

// Held until a host subscribes, so a failure during start-up is still shown; bounded because a
// page without a host would otherwise collect them forever.
const MAX_PENDING = 20;

const listeners = new Set<NotificationListener>();
const pending: Notification[] = [];
let nextId = 1;

/** Framework-free, so non-React code (the API client) can raise a notification. */
export function notify({ message, severity = 'info', action }: NotificationInput): void {
  const notification: Notification = { id: nextId++, message, severity, action };
  if (listeners.size === 0) {
    pending.push(notification);
    if (pending.length > MAX_PENDING) pending.shift();
    return;
  }
  for (const listener of listeners) listener(notification);
}

/** Delivers held and future notifications to `listener`; returns the unsubscribe function. */
export function subscribe(listener: NotificationListener): () => void {
  listeners.add(listener);
  for (const notification of pending.splice(0)) listener(notification);
  return () => {
    listeners.delete(listener);
  };
}
