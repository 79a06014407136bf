import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './fieldErrorText';

/** What every field of a form takes: where its value is in the form, its label, whether it is off. */
export interface FormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A field bound to the surrounding form, with its rule's reason translated for the person. */
export function useFormField<T extends FieldValues>(name: FieldPath<T>, disabled?: boolean) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController<T>({ name, disabled });
  const reason = fieldState.error?.message;
  return { field, fieldState, error: reason ? errorText(t, reason, name) : undefined };
}
