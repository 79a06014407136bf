import { describe, expect, it } from 'vitest';
import type { Notification } from './notificationBus';
import {
  EMPTY_QUEUE,
  notificationQueueReducer as reduce,
  type NotificationQueue,
} from './notificationQueue';

let id = 0;
const note = (message: string, severity: Notification['severity'] = 'error'): Notification => ({
  id: ++id,
  message,
  severity,
});
const add = (queue: NotificationQueue, notification: Notification) =>
  reduce(queue, { type: 'add', notification });

describe('notificationQueueReducer', () => {
  it('opens on the first notification and queues the next behind it', () => {
    const a = note('a');
    const b = note('b');
    const queue = add(add(EMPTY_QUEUE, a), b);
    expect(queue).toEqual({ items: [a, b], open: true });
  });

  it('close hides the current one; once it has left the next one opens', () => {
    const a = note('a');
    const b = note('b');
    const closed = reduce(add(add(EMPTY_QUEUE, a), b), { type: 'close' });
    expect(closed).toEqual({ items: [a, b], open: false });
    expect(reduce(closed, { type: 'exited' })).toEqual({ items: [b], open: true });
    expect(reduce(reduce(closed, { type: 'exited' }), { type: 'close' })).toEqual({
      items: [b],
      open: false,
    });
  });

  it('ends empty and closed', () => {
    const queue = reduce(reduce(add(EMPTY_QUEUE, note('a')), { type: 'close' }), {
      type: 'exited',
    });
    expect(queue).toEqual(EMPTY_QUEUE);
  });

  it('drops a repeat of the last waiting notification, but not of one that is leaving', () => {
    const first = add(EMPTY_QUEUE, note('same'));
    expect(add(first, note('same'))).toBe(first);
    expect(add(first, note('same', 'warning')).items).toHaveLength(2);

    const leaving = reduce(first, { type: 'close' });
    const again = add(leaving, note('same'));
    expect(again.items).toHaveLength(2);
    expect(again.open).toBe(false);
  });
});
