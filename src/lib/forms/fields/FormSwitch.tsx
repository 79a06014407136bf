import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from './useFormField';

/** An on/off setting bound to the form, labelled by its text (click and Space both toggle). */
export function FormSwitch<T extends FieldValues>({ name, label, disabled }: FormFieldProps<T>) {
  const { field } = useFormField<T>(name, disabled);
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled}
        />
      }
    />
  );
}
