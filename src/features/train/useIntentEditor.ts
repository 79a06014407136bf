import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Intent } from '../../lib/api-client/schema';
import { IntentSchema } from '../../lib/api-client/schemas/train';
import { formResolver } from '../../lib/forms/formResolver';
import { useVersionedSave, type SaveOutcome, type Side } from '../../lib/versioned-save';
import { intentQueries, saveIntent } from './api/intentsApi';
import {
  CONFLICT_FIELDS,
  fromFlat,
  intentFormSchema,
  toFlat,
  toFormValues,
  toUpdate,
  type ConflictField,
  type FlatIntent,
  type IntentFormValues,
} from './intentForm';

const flatOf = (intent: Intent) => toFlat(toFormValues(intent), intent.version);

const serverCopy = (current: unknown): FlatIntent | undefined => {
  const parsed = IntentSchema.safeParse(current);
  return parsed.success ? flatOf(parsed.data) : undefined;
};

/**
 * One intent's form and its versioned save. The form starts from `base`, the copy the edit is
 * based on (a background refresh does not replace it under the person). A save sends `base`'s
 * version: a colleague's save in between is merged where it touched other parts (name,
 * description, another language's examples) and otherwise opens the conflict for the person.
 */
export function useIntentEditor(loaded: Intent) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(loaded);
  const form = useForm<IntentFormValues>({
    defaultValues: toFormValues(loaded),
    resolver: formResolver(intentFormSchema),
  });
  const values = useWatch({ control: form.control }) as IntentFormValues;
  const changes = useMemo(() => {
    const saved = flatOf(base);
    const edited = toFlat(values, base.version);
    // The parts that differ from the saved copy, as a conflict would compare them.
    return CONFLICT_FIELDS.filter(
      (field) => JSON.stringify(saved[field]) !== JSON.stringify(edited[field]),
    );
  }, [base, values]);

  const startFrom = useCallback(
    (intent: Intent) => {
      setBase(intent);
      form.reset(toFormValues(intent));
      queryClient.setQueryData(intentQueries.detail(intent.id).queryKey, intent);
    },
    [form, queryClient],
  );

  const lastSaved = useRef<Intent | undefined>(undefined);
  const versioned = useVersionedSave<FlatIntent, ConflictField>({
    fields: CONFLICT_FIELDS,
    save: async (flat) => {
      const saved = await saveIntent(base.id, toUpdate(fromFlat(flat), flat.version));
      lastSaved.current = saved;
      return flatOf(saved);
    },
    parseCurrent: serverCopy,
  });

  const finish = useCallback(
    (outcome: SaveOutcome<FlatIntent>): Intent | undefined => {
      if (outcome.status !== 'saved' || !lastSaved.current) return undefined;
      startFrom(lastSaved.current);
      return lastSaved.current;
    },
    [startFrom],
  );

  /** Saves the form's values; the saved intent, or undefined when a conflict opened. */
  const save = useCallback(
    async (edited: IntentFormValues) =>
      finish(await versioned.submit(flatOf(base), toFlat(edited, base.version))),
    [versioned, base, finish],
  );

  const resolve = useCallback(
    async (choices: Partial<Record<ConflictField, Side>>) =>
      finish(await versioned.resolve(choices)),
    [versioned, finish],
  );

  /** Drops the edits and shows the colleague's version, read fresh. */
  const takeTheirs = useCallback(async () => {
    versioned.dismiss();
    startFrom(await queryClient.fetchQuery({ ...intentQueries.detail(base.id), staleTime: 0 }));
  }, [versioned, queryClient, base.id, startFrom]);

  return {
    form,
    base,
    /** The form's values as they stand (watched once, here). */
    values,
    changes,
    dirty: changes.length > 0,
    save,
    resolve,
    takeTheirs,
    conflict: versioned.conflict,
    dismissConflict: versioned.dismiss,
    saving: versioned.saving,
  };
}
