import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { markBadRequestHandled } from '../api-client/apiClient';
import { fieldErrorsOf } from '../api-client/apiErrors';

/**
 * Puts a failed save's field errors (the server's 400 `fieldErrors`, nested paths included) on
 * the form's fields, where each field shows its reason translated; everything typed stays. Only
 * fields `accepts` knows are set. Returns the paths it set, in the server's order: none means
 * the failure belongs above the form. With one set or more the 400 is marked handled, so the
 * shared handler raises no general snackbar over the form's own errors.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  accepts: (path: string) => boolean = () => true,
): string[] {
  const applied = Object.entries(fieldErrorsOf(error)).filter(([path]) => accepts(path));
  applied.forEach(([path, reason], index) =>
    // The first field at fault gets the focus, as after the form's own checks.
    setError(path as Path<T>, { message: reason }, { shouldFocus: index === 0 }),
  );
  if (applied.length > 0) markBadRequestHandled(error);
  return applied.map(([path]) => path);
}
