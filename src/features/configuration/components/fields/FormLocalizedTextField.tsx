import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../../../lib/forms/fields/useFormField';

export interface LocalizedText {
  /** A stored value as the interface language writes it (an unreadable one as it is). */
  format: (value: string, locale: string) => string;
  /** Typed text as the API stores it; undefined when it cannot be read. */
  parse: (text: string, locale: string) => string | undefined;
  /** A stored value shown, written in the language, as what to type when the text is unreadable. */
  example: string;
}

/**
 * A value the API stores in one fixed form (a time, a day), written and read in the portal's
 * interface language in a plain text field: a native time or date input would follow the
 * browser's language instead. Text that cannot be read is kept as typed, so the form's rules
 * refuse it at the field and nothing typed is lost; once the field is left, readable text is
 * shown as the language writes it ("8" → "08:00").
 */
export function FormLocalizedTextField<T extends FieldValues>({
  name,
  label,
  disabled,
  text: { format, parse, example },
  sx,
}: {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  text: LocalizedText;
  sx?: TextFieldProps['sx'];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { field, error } = useFormField<T>(name, disabled);
  // An optional time (a special day's hours) is null until set.
  const value = typeof field.value === 'string' ? field.value : '';
  const [shown, setShown] = useState({ value, locale, text: format(value, locale) });
  let current = shown;
  // Changed from outside (a reset, a restored revision) or another language: written anew.
  if (shown.value !== value || shown.locale !== locale) {
    current = { value, locale, text: format(value, locale) };
    setShown(current);
  }
  const unreadable = current.text.trim() !== '' && parse(current.text, locale) === undefined;
  const hint = t('configuration.fields.entryExample', { example: format(example, locale) });
  return (
    <TextField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={current.text}
      onChange={(event) => {
        const text = event.target.value;
        const next = text.trim() === '' ? '' : (parse(text, locale) ?? text);
        setShown({ value: next, locale, text });
        field.onChange(next);
      }}
      onBlur={() => {
        const parsed = parse(current.text, locale);
        if (parsed !== undefined) setShown({ value: parsed, locale, text: format(parsed, locale) });
        field.onBlur();
      }}
      disabled={field.disabled}
      error={Boolean(error)}
      helperText={error && unreadable ? `${error} ${hint}` : error}
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      sx={sx}
    />
  );
}
