import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessHours } from '../../../lib/api-client/schema';
import { isValidTimeZone } from '../../../lib/preferences';
import { useNow } from '../../../lib/time';
import { openState } from '../businessHours';

/**
 * "Open now?" for the hours as they are being edited, in the configuration's time zone, so the
 * person sees the effect of a change before saving it. Refreshed every minute.
 */
export function OpenNow({ hours, timeZone }: { hours: BusinessHours; timeZone: string }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  // The time zone field may hold a half-typed name: no read-out until it is a real zone.
  if (!isValidTimeZone(timeZone)) return null;
  const state = openState(hours, timeZone, new Date(now));
  const text = state.open
    ? t('configuration.openNow.open', { time: state.until })
    : state.reason === 'holiday'
      ? t('configuration.openNow.holiday', { name: state.holiday })
      : state.reason === 'override'
        ? t('configuration.openNow.special')
        : t('configuration.openNow.closed');
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{t('configuration.openNow.label', { timeZone })}</Typography>
      <Chip role="status" size="small" color={state.open ? 'success' : 'default'} label={text} />
    </Stack>
  );
}
