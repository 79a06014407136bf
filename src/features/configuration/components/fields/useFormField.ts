import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { configErrorText } from '../../errorText';

/** A field bound to the surrounding form, with its rule's reason translated for the person. */
export function useFormField<T extends FieldValues>(name: FieldPath<T>, disabled?: boolean) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<T>({ name, disabled });
  return { field, fieldState, error: configErrorText(t, fieldState.error?.message) };
}
