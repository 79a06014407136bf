import type { Path, UseFormSetError } from 'react-hook-form';
import { markBadRequestHandled } from '../../../lib/api-client/apiClient';
import { errorBodyOf, fieldErrorsOf } from '../../../lib/api-client/apiErrors';
import { formPathOf, type IntentFormValues } from '../intentForm';

/**
 * Puts a failed save's field errors on the form's own fields: an example's index in the request
 * becomes its place in its language, and an example another intent already has carries that
 * intent's name (`already_exists:<name>`); one listed twice here is `already_here`. Returns the form paths it set, in the server's order.
 */
export function applyIntentErrors(
  setError: UseFormSetError<IntentFormValues>,
  values: IntentFormValues,
  error: unknown,
): string[] {
  const existingIn = errorBodyOf(error)?.existingIn ?? {};
  const entries = Object.entries(fieldErrorsOf(error));
  // The reasons show at their fields: the portal's generic "request invalid" notice stays away.
  if (entries.length > 0) markBadRequestHandled(error);
  return entries.map(([serverPath, reason], index) => {
    const path = formPathOf(values, serverPath);
    const owner = existingIn[serverPath];
    const message =
      reason !== 'already_exists' || !owner
        ? reason
        : owner === values.name.trim()
          ? 'already_here'
          : `already_exists:${owner}`;
    setError(path as Path<IntentFormValues>, { message }, { shouldFocus: index === 0 });
    return path;
  });
}
