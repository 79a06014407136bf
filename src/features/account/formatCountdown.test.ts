import { describe, expect, it } from 'vitest';
import { countdownParts } from './formatCountdown';

describe('countdownParts', () => {
  it.each([
    [252_000, { key: 'account.session.countdown.minutesSeconds', minutes: 4, seconds: 12 }],
    [59_999, { key: 'account.session.countdown.seconds', seconds: 59 }],
    [3_725_000, { key: 'account.session.countdown.hoursMinutes', hours: 1, minutes: 2 }],
    [0, { key: 'account.session.countdown.expired' }],
    [-5000, { key: 'account.session.countdown.expired' }],
  ])('%i ms left', (left, expected) => {
    expect(countdownParts(10_000_000 + left, 10_000_000)).toEqual(expected);
  });
});
