import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from '../../../../lib/forms/fields/useFormField';
import { useTranslation } from 'react-i18next';
import { availableTimeZones } from '../../../../lib/preferences';

/** A searchable IANA time zone bound to the form. */
export function FormTimeZoneField<T extends FieldValues>({
  name,
  label,
  disabled,
}: FormFieldProps<T>) {
  const { t } = useTranslation();
  const { field, error } = useFormField<T>(name, disabled);
  const zones = useMemo(() => availableTimeZones(), []);
  return (
    <Autocomplete
      options={zones}
      value={(field.value as string | undefined) ?? ''}
      disableClearable
      autoHighlight
      disabled={field.disabled}
      onChange={(_event, zone) => field.onChange(zone)}
      onBlur={field.onBlur}
      noOptionsText={t('account.preferences.noTimeZone')}
      openText={t('account.preferences.openList')}
      closeText={t('account.preferences.closeList')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
