import type { Notification } from './notificationBus';

/** The head of `items` is the one on screen; `open` false while it leaves (or before any). */
export interface NotificationQueue {
  items: Notification[];
  open: boolean;
}

export type NotificationQueueAction =
  { type: 'add'; notification: Notification } | { type: 'close' } | { type: 'exited' };

export const EMPTY_QUEUE: NotificationQueue = { items: [], open: false };

function sameContent(a: Notification, b: Notification): boolean {
  return a.message === b.message && a.severity === b.severity;
}

export function notificationQueueReducer(
  queue: NotificationQueue,
  action: NotificationQueueAction,
): NotificationQueue {
  switch (action.type) {
    case 'add': {
      // Parallel requests failing alike would otherwise queue the same message many times. One
      // that is already leaving does not count: its repeat is news.
      const waiting = queue.open ? queue.items : queue.items.slice(1);
      const last = waiting.at(-1);
      if (last && sameContent(last, action.notification)) return queue;
      return {
        items: [...queue.items, action.notification],
        open: queue.items.length === 0 ? true : queue.open,
      };
    }
    case 'close':
      return queue.open ? { ...queue, open: false } : queue;
    case 'exited': {
      const items = queue.items.slice(1);
      return { items, open: items.length > 0 };
    }
  }
}
