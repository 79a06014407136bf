import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './fieldErrorText';

/** A field bound to the surrounding form, with its rule's reason translated for the person. */
export function useFormField<T extends FieldValues>(name: FieldPath<T>, disabled?: boolean) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController<T>({ name, disabled });
  const reason = fieldState.error?.message;
  return { field, fieldState, error: reason ? errorText(t, reason, name) : undefined };
}
