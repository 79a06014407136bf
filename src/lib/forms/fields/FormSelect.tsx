import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './useFormField';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select'
> & {
  name: FieldPath<T>;
  options: readonly { value: string; label: string }[];
  /** Maps the empty choice to null (for optional references such as a handover target). */
  nullable?: boolean;
};

/** A choice bound to the form; its rule's message under it, translated. */
export function FormSelect<T extends FieldValues>({
  name,
  options,
  nullable = false,
  helperText,
  disabled,
  ...props
}: Props<T>) {
  const { field, error } = useFormField<T>(name, disabled);
  // A choice whose value is '' ("active model", "none") is shown as chosen, not as an empty field
  // under its label.
  const emptyChoice = options.some((option) => option.value === '');
  // A stored choice the list does not have (yet: bots, voices and flows arrive after the form; or
  // no more: a deleted flow) stays shown, by its value, instead of an empty field that would hide
  // what the form still holds and sends.
  const value: unknown = field.value;
  const shown =
    typeof value === 'string' && value !== '' && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <TextField
      {...props}
      slotProps={
        emptyChoice
          ? {
              ...props.slotProps,
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
            }
          : props.slotProps
      }
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(nullable && event.target.value === '' ? null : event.target.value)
      }
      onBlur={field.onBlur}
      disabled={field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
    >
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
