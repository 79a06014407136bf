import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { availableTimeZones, useTimeZone } from '../../../lib/preferences';

/** Searchable list of the IANA zones; the choice is stored for every area (neo.timeZone). */
export function TimeZonePreference() {
  const { t } = useTranslation();
  const [timeZone, setTimeZone] = useTimeZone();
  const zones = useMemo(() => availableTimeZones(), []);
  return (
    <Autocomplete
      options={zones}
      value={timeZone}
      disableClearable
      autoHighlight
      onChange={(_event, zone) => setTimeZone(zone)}
      noOptionsText={t('account.preferences.noTimeZone')}
      openText={t('account.preferences.openList')}
      closeText={t('account.preferences.closeList')}
      sx={{ minWidth: 260, maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('account.preferences.timeZone')}
          helperText={t('account.preferences.timeZoneHelp')}
        />
      )}
    />
  );
}
