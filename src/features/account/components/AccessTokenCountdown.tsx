import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format/intl';
import { useNow } from '../../../lib/time';
import { countdownParts, type Countdown } from '../formatCountdown';

function useCountdownText(countdown: Countdown): string {
  const { t, i18n } = useTranslation();
  const n = (value: number) => numberFormat(i18n.language).format(value);
  switch (countdown.key) {
    case 'account.session.countdown.expired':
      return t(countdown.key);
    case 'account.session.countdown.seconds':
      return t(countdown.key, { seconds: n(countdown.seconds) });
    case 'account.session.countdown.minutesSeconds':
      return t(countdown.key, { minutes: n(countdown.minutes), seconds: n(countdown.seconds) });
    case 'account.session.countdown.hoursMinutes':
      return t(countdown.key, { hours: n(countdown.hours), minutes: n(countdown.minutes) });
  }
}

/**
 * Time left until the access token expires, ticking each second. A timer role is not a live
 * region (aria-live off): screen readers read it when the person gets there, not every tick;
 * the static expiry time next to it is the calm fact.
 */
export function AccessTokenCountdown({ expiresAtMs }: { expiresAtMs: number }) {
  const now = useNow(1000);
  const text = useCountdownText(countdownParts(expiresAtMs, now));
  return (
    <span role="timer" aria-live="off">
      {text}
    </span>
  );
}
