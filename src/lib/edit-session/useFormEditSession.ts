import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  useFormState,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { applyServerFieldErrors } from '../forms/applyServerFieldErrors';
import { flattenFields } from '../versioned-save/fieldPaths';
import { sameValue } from '../versioned-save/sameValue';
import type { Side, Versioned } from '../versioned-save/threeWayMerge';
import { useVersionedSave, type SaveOutcome } from '../versioned-save/useVersionedSave';
import { useEditSession } from './useEditSession';

/** What the form session needs to know of one kind of record. */
export interface FormEditAdapter<R extends Versioned & { id: string }, V extends FieldValues, F> {
  /** Names the kept copy together with the record's id, e.g. `config`. */
  kind: string;
  resolver: Resolver<V>;
  toValues: (record: R) => V;
  /** The values as compared and merged, one entry per part a colleague may change apart. */
  toFlat: (values: V, version: number) => F & Versioned;
  /** The record's schema: checks the server's copy a 409 sends before it is merged. */
  schema: { safeParse: (value: unknown) => { success: true; data: R } | { success: false } };
  /** Sends the values with the version they are based on; resolves the saved record. */
  send: (id: string, flat: F & Versioned) => Promise<R>;
  /** The record's detail query key: a saved copy goes into its cache. */
  detailKey: (id: string) => QueryKey;
  /** The record read fresh from the server, to start again from its copy. */
  readFresh: (queryClient: QueryClient, id: string) => Promise<R>;
  /** Puts a refused save's field errors on the form; the paths it set (default: as sent). */
  applyErrors?: (setError: UseFormSetError<V>, values: V, error: unknown) => string[];
}

/** Why the form is not saved, shown above it until its cause is gone. */
export type FormMessage = 'invalid' | 'refused' | 'failed';

/** The first field (in form order) a failed check names, as a dotted path. */
function firstErrorPath(errors: FieldErrors): string | undefined {
  const path = Object.keys(flattenFields(errors)).find((key) => key.endsWith('.message'));
  return path?.slice(0, -'.message'.length);
}

/** A kept copy fits the form when it has the form's parts (an older build may have others). */
const fitsForm =
  <V extends FieldValues>(current: V) =>
  (stored: unknown): V | undefined =>
    typeof stored === 'object' &&
    stored !== null &&
    Object.keys(current).every((key) => key in stored)
      ? (stored as V)
      : undefined;

export interface FormEditOptions<R> {
  readOnly: boolean;
  /** Shows a field at fault (its tab first): after the form's own checks or the server's. */
  reveal?: (path: string) => void;
  /** After a save, e.g. to say so. */
  onSaved?: (saved: R) => void;
}

/**
 * The edit session of a form that saves a versioned record with an explicit Save (a bot
 * configuration, an intent): the form starts from `base`, the copy the edit is based on (a
 * background refresh does not replace it under the person); a save sends `base`'s version, a
 * colleague's save in between is merged where it touched other parts and otherwise opens the
 * conflict. Unsaved changes are warned about and kept in the browser (see useEditSession), and
 * one message says why the form is not saved, until its cause is gone.
 */
export function useFormEditSession<R extends Versioned & { id: string }, V extends FieldValues, F>(
  loaded: R,
  adapter: FormEditAdapter<R, V, F>,
  { readOnly, reveal, onSaved }: FormEditOptions<R>,
) {
  type Flat = F & Versioned;
  const queryClient = useQueryClient();
  /** The form's id: the save bar's button submits it from outside. */
  const formId = useId();
  const [base, setBase] = useState(loaded);
  const form = useForm<V>({
    defaultValues: adapter.toValues(loaded) as DefaultValues<V>,
    resolver: adapter.resolver,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors } = useFormState({ control: form.control });
  const [message, setMessage] = useState<FormMessage>();

  const saved = useMemo(
    () => adapter.toFlat(adapter.toValues(base), base.version),
    [adapter, base],
  );
  const edited = useMemo(
    () => adapter.toFlat(values, base.version),
    [adapter, values, base.version],
  );
  const fields = useMemo(
    () =>
      [...new Set([...Object.keys(saved), ...Object.keys(edited)])].filter(
        (field) => field !== 'version' && field !== 'updatedAt' && field !== 'updatedBy',
      ) as (keyof Flat & string)[],
    [saved, edited],
  );
  /** The parts that differ from the saved copy, as a conflict would compare them. */
  const changes = useMemo(
    () => fields.filter((field) => !sameValue(saved[field], edited[field])),
    [fields, saved, edited],
  );

  const session = useEditSession<V>({
    record: `${adapter.kind}:${base.id}`,
    readOnly,
    dirty: changes.length > 0,
    version: base.version,
    draft: () => form.getValues(),
    // Read once, when the session starts: the form's shape is worked out only then.
    parseStored: (stored) => fitsForm(adapter.toValues(loaded))(stored),
  });

  const startFrom = useCallback(
    (record: R) => {
      setBase(record);
      form.reset(adapter.toValues(record));
      setMessage(undefined);
      queryClient.setQueryData(adapter.detailKey(record.id), record);
    },
    [adapter, form, queryClient],
  );

  // The whole saved record (status, updatedAt …), which the flat copy may leave out.
  const lastSaved = useRef<R | undefined>(undefined);
  const versioned = useVersionedSave<Flat, keyof Flat & string>({
    fields,
    save: async (flat) => {
      const record = await adapter.send(base.id, flat);
      lastSaved.current = record;
      return adapter.toFlat(adapter.toValues(record), record.version);
    },
    parseCurrent: (current) => {
      const parsed = adapter.schema.safeParse(current);
      return parsed.success
        ? adapter.toFlat(adapter.toValues(parsed.data), parsed.data.version)
        : undefined;
    },
  });

  const finish = useCallback(
    (outcome: SaveOutcome<Flat>) => {
      const record = lastSaved.current;
      if (outcome.status !== 'saved' || !record) return;
      startFrom(record);
      onSaved?.(record);
    },
    [startFrom, onSaved],
  );

  const refused = useCallback(
    (error: unknown, sent: V) => {
      const applied = adapter.applyErrors
        ? adapter.applyErrors(form.setError, sent, error)
        : applyServerFieldErrors(form.setError, error);
      setMessage(applied.length > 0 ? 'refused' : 'failed');
      if (applied[0]) reveal?.(applied[0]);
    },
    [adapter, form, reveal],
  );

  /** Saves: typed input not applied yet goes in first. For the form's `onSubmit`. */
  const save = (event?: BaseSyntheticEvent) => {
    session.flush();
    return form.handleSubmit(
      async (valid) => {
        setMessage(undefined);
        try {
          finish(await versioned.submit(saved, adapter.toFlat(valid, base.version)));
        } catch (error) {
          refused(error, valid);
        }
      },
      (invalid) => {
        setMessage('invalid');
        const path = firstErrorPath(invalid);
        if (path) reveal?.(path);
      },
    )(event);
  };

  const resolve = useCallback(
    async (choices: Partial<Record<keyof Flat & string, Side>>) => {
      try {
        finish(await versioned.resolve(choices));
      } catch (error) {
        refused(error, form.getValues());
      }
    },
    [versioned, finish, refused, form],
  );

  /** Starts again from the server's copy, read fresh (after a promotion, or to take theirs). */
  const reload = useCallback(async () => {
    startFrom(await adapter.readFresh(queryClient, base.id));
  }, [queryClient, adapter, base.id, startFrom]);

  const takeTheirs = useCallback(async () => {
    versioned.dismiss();
    await reload();
  }, [versioned, reload]);

  const discard = useCallback(() => {
    setMessage(undefined);
    form.reset(adapter.toValues(base));
  }, [form, adapter, base]);

  const restoreStored = useCallback(() => {
    const kept = session.takeStored();
    if (kept) form.reset(kept);
  }, [session, form]);

  const hasErrors = Object.keys(errors).length > 0;
  return {
    form,
    formId,
    readOnly,
    base,
    values,
    changes,
    dirty: session.dirty,
    session,
    save,
    resolve,
    takeTheirs,
    reload,
    discard,
    restoreStored,
    /** A failed check's message goes once the fields are fixed. */
    message: message === 'failed' || hasErrors ? message : undefined,
    conflict: versioned.conflict,
    dismissConflict: versioned.dismiss,
    saving: versioned.saving,
  };
}
