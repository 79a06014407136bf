import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from './useFormField';

/** Several choices of one list (e.g. the enabled languages), kept in the options' order. */
export function FormCheckboxGroup<T extends FieldValues>({
  name,
  label,
  options,
  disabled,
}: FormFieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  const labelId = useId();
  const { field, error } = useFormField<T>(name, disabled);
  const chosen = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : chosen.includes(candidate))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={field.disabled}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup row>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
