import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './useFormField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>;
  /** Numbers are kept as numbers; an empty field becomes NaN, which the rules call invalid. */
  numeric?: boolean;
  /** Keep the hint (e.g. the allowed length) after the reason, instead of replacing it. */
  keepHelperText?: boolean;
};

/** A text or number field bound to the form, with its rule's message under it, translated. */
export function FormTextField<T extends FieldValues>({
  name,
  numeric = false,
  keepHelperText = false,
  helperText,
  disabled,
  ...props
}: Props<T>) {
  const { field, error } = useFormField<T>(name, disabled);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={numeric ? (Number.isNaN(value) ? '' : String(value ?? '')) : (value ?? '')}
      onChange={(event) =>
        field.onChange(
          numeric
            ? event.target.value === ''
              ? Number.NaN
              : Number(event.target.value)
            : event.target.value,
        )
      }
      onBlur={field.onBlur}
      disabled={field.disabled}
      type={numeric ? 'number' : props.type}
      error={Boolean(error)}
      helperText={
        error && keepHelperText && helperText
          ? `${error} ${String(helperText)}`
          : (error ?? helperText)
      }
    />
  );
}
