import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { LengthCounter } from './LengthCounter';
import { htmlMaxLength, nearLimit, withMaxLength } from './lengthLimit';
import { useFormField } from './useFormField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>;
  /** Numbers are kept as numbers; an empty field becomes NaN, which the rules call invalid. */
  numeric?: boolean;
  /** Keep the hint (e.g. the allowed length) after the reason, instead of replacing it. */
  keepHelperText?: boolean;
  /** The most characters the field takes (the contract's limit); or `slotProps.htmlInput`'s. */
  maxLength?: number;
  /**
   * A fault found outside the form's rules (a text's markup checked as typed): shown and marked
   * like a rule's message, but it does not hold the form back, so a draft can be kept halfway.
   */
  fault?: string;
};

/**
 * A text or number field bound to the form, with its rule's message under it, translated. A text
 * with a maximum length stops there, and counts its characters once it nears it.
 */
export function FormTextField<T extends FieldValues>({
  name,
  numeric = false,
  keepHelperText = false,
  helperText,
  disabled,
  maxLength,
  slotProps,
  fault,
  ...props
}: Props<T>) {
  const { field, error } = useFormField<T>(name, disabled);
  const value: unknown = field.value;
  const limit = maxLength ?? htmlMaxLength(slotProps);
  const length = !numeric && typeof value === 'string' ? value.length : 0;
  const problem = error ?? fault;
  const message =
    problem && keepHelperText && helperText
      ? `${problem} ${String(helperText)}`
      : (problem ?? helperText);
  return (
    <TextField
      {...props}
      slotProps={maxLength === undefined ? slotProps : withMaxLength(slotProps, maxLength)}
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
      error={Boolean(problem)}
      helperText={
        limit !== undefined && nearLimit(length, limit) ? (
          <Box component="span" sx={{ display: 'flex', gap: 1 }}>
            {message && <span>{message}</span>}
            {/* A space between them when read out; a flex box shows none. */}{' '}
            <LengthCounter length={length} maxLength={limit} />
          </Box>
        ) : (
          message
        )
      }
    />
  );
}
