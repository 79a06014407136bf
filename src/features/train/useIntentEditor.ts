import type { Intent } from '../../lib/api-client/schema';
import { IntentSchema } from '../../lib/api-client/schemas/train';
import { useFormEditSession, type FormEditAdapter } from '../../lib/edit-session';
import { formResolver } from '../../lib/forms/formResolver';
import { intentQueries, saveIntent } from './api/intents';
import { applyIntentErrors } from './editor/applyIntentErrors';
import {
  fromFlat,
  intentFormSchema,
  toFlat,
  toFormValues,
  toUpdate,
  type FlatIntent,
  type IntentFormValues,
} from './intentForm';

const adapter: FormEditAdapter<Intent, IntentFormValues, FlatIntent> = {
  kind: 'intent',
  resolver: formResolver(intentFormSchema),
  toValues: toFormValues,
  // Name, description and each language's examples merge apart.
  toFlat,
  schema: IntentSchema,
  send: (id, flat) => saveIntent(id, toUpdate(fromFlat(flat), flat.version)),
  detailKey: (id) => intentQueries.detail(id).queryKey,
  readFresh: (queryClient, id) =>
    queryClient.fetchQuery({ ...intentQueries.detail(id), staleTime: 0 }),
  applyErrors: applyIntentErrors,
};

/** One intent's form in the shared form edit session (explicit Save). */
export function useIntentEditor(
  loaded: Intent,
  options: Parameters<typeof useFormEditSession<Intent, IntentFormValues, FlatIntent>>[2],
) {
  return useFormEditSession(loaded, adapter, options);
}
