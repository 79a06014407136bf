/** Which translated pattern shows the time left, and its numbers. */
export type Countdown =
  | { key: 'account.session.countdown.expired' }
  | { key: 'account.session.countdown.seconds'; seconds: number }
  | { key: 'account.session.countdown.minutesSeconds'; minutes: number; seconds: number }
  | { key: 'account.session.countdown.hoursMinutes'; hours: number; minutes: number };

/** "4 min 12 s" style parts for the time left until `expiresAtMs`; seconds only under an hour. */
export function countdownParts(expiresAtMs: number, now: number): Countdown {
  const total = Math.floor((expiresAtMs - now) / 1000);
  if (total <= 0) return { key: 'account.session.countdown.expired' };
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return { key: 'account.session.countdown.hoursMinutes', hours, minutes };
  if (minutes > 0) return { key: 'account.session.countdown.minutesSeconds', minutes, seconds };
  return { key: 'account.session.countdown.seconds', seconds };
}
