import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './fieldErrorText';
import { useFormField, type FormFieldProps } from './useFormField';

/** A list of short values edited one per line (e.g. allowed website origins). */
export function FormLinesField<T extends FieldValues>({
  name,
  label,
  helperText,
  disabled,
}: FormFieldProps<T> & { helperText?: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useFormField<T>(name, disabled);
  const lines = (field.value as string[] | undefined) ?? [];
  // A rule may reject the list or one of its lines: say the first reason.
  const itemErrors = fieldState.error as unknown as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  const reason =
    itemErrors?.message ?? lines.map((_line, index) => itemErrors?.[index]?.message).find(Boolean);
  const error = reason ? errorText(t, reason, name) : undefined;
  return (
    <TextField
      label={label}
      name={field.name}
      inputRef={field.ref}
      multiline
      minRows={2}
      value={lines.join('\n')}
      onChange={(event) =>
        field.onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line, index, all) => line !== '' || index === all.length - 1),
        )
      }
      onBlur={() => {
        field.onChange(lines.filter((line) => line !== ''));
        field.onBlur();
      }}
      disabled={field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
