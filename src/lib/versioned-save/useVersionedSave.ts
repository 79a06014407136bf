import { useCallback, useState } from 'react';
import { ConflictError } from '../api-client/apiClient';
import {
  conflictingFields,
  isVersioned,
  mergeOnto,
  type Side,
  type Versioned,
} from './threeWayMerge';

export type ConflictState<T, K extends keyof T> =
  /** Both sides changed these fields: the person chooses, field by field. */
  | { kind: 'fields'; base: T; mine: T; theirs: T; fields: K[] }
  /** The server said "conflict" without a readable copy: nothing is saved, the edits stay. */
  | { kind: 'unreadable'; mine: T };

export type SaveOutcome<T> = { status: 'saved'; saved: T } | { status: 'conflict' };

export interface VersionedSaveOptions<T, K extends keyof T> {
  /** The fields the form edits; only these are compared and merged. */
  fields: readonly K[];
  /** Sends the values (with the `version` they were based on); resolves the saved copy. */
  save: (values: T) => Promise<T>;
  /** Checks the server's copy from a 409 before it is merged; defaults to "has a version". */
  parseCurrent?: (current: unknown) => T | undefined;
}

const versionedOrNothing = <T>(current: unknown): T | undefined =>
  isVersioned(current) ? (current as T) : undefined;

/**
 * Saves with a version and never overwrites a colleague's change silently. On a 409 the server's
 * copy is compared with the one the edit started from: changes to different fields are merged and
 * saved once more at once; changes to the same fields open a conflict for the person to resolve.
 */
export function useVersionedSave<T extends Versioned, K extends keyof T>({
  fields,
  save,
  parseCurrent = versionedOrNothing,
}: VersionedSaveOptions<T, K>) {
  const [conflict, setConflict] = useState<ConflictState<T, K>>();
  const [saving, setSaving] = useState(false);

  const attempt = useCallback(
    async (base: T, mine: T): Promise<SaveOutcome<T>> => {
      setSaving(true);
      try {
        // One automatic merge at most: a server that keeps answering 409 gets the person's choice.
        for (let [from, values, mayMerge] = [base, mine, true]; ; mayMerge = false) {
          try {
            return { status: 'saved', saved: await save(values) };
          } catch (error) {
            if (!(error instanceof ConflictError)) throw error;
            const theirs = parseCurrent(error.current);
            if (!theirs) {
              setConflict({ kind: 'unreadable', mine: values });
              return { status: 'conflict' };
            }
            const both = conflictingFields(from, values, theirs, fields);
            if (both.length > 0 || !mayMerge) {
              setConflict({ kind: 'fields', base: from, mine: values, theirs, fields: both });
              return { status: 'conflict' };
            }
            [from, values] = [theirs, mergeOnto(from, values, theirs, fields)];
          }
        }
      } finally {
        setSaving(false);
      }
    },
    [fields, save, parseCurrent],
  );

  /** Saves `mine`, an edit of `base` (whose version it carries). */
  const submit = useCallback((base: T, mine: T) => attempt(base, mine), [attempt]);

  /** Saves the merge of the open conflict with the person's choices (theirs where none). */
  const resolve = useCallback(
    async (choices: Partial<Record<K, Side>>): Promise<SaveOutcome<T>> => {
      if (conflict?.kind !== 'fields') return { status: 'conflict' };
      const { base, mine, theirs } = conflict;
      setConflict(undefined);
      return attempt(theirs, mergeOnto(base, mine, theirs, fields, choices));
    },
    [attempt, conflict, fields],
  );

  /** Closes the conflict; the form keeps the person's edits. */
  const dismiss = useCallback(() => setConflict(undefined), []);

  return { submit, resolve, dismiss, conflict, saving };
}
