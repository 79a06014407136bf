import { useCallback, useEffect, useState } from 'react';
import { BadRequestError, markBadRequestHandled } from '../../../lib/api-client/apiClient';
import { fieldErrorsOf } from '../../../lib/api-client/apiErrors';
import type { Flow } from '../../../lib/api-client/schema';
import { useVersionedSave, type Side } from '../../../lib/versioned-save';
import { saveFlow } from '../api/flows';
import {
  DRAFT_FIELDS,
  draftFromCurrent,
  refusedNodes,
  toDraft,
  type DraftField,
  type FlowDraft,
} from './flowDraft';
import type { FlowGraph } from './graph';

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'failed';

interface Failure {
  error: unknown;
  /** What failed to save: a later change tries again, the same state does not. */
  name: string;
  graph: FlowGraph;
}

export interface FlowAutosaveOptions {
  flow: Flow;
  name: string;
  graph: FlowGraph;
  readOnly: boolean;
  /** The saved copy differs from the editor's (a merge, or theirs chosen): show it. */
  onAdopt: (draft: FlowDraft) => void;
}

/**
 * Saves the draft a moment after the last change, always with the version it was based on. A
 * colleague's save in between is merged when it touched the other part (name or steps) and asked
 * about otherwise; nothing is overwritten unseen. A failed save keeps the edits and tries again
 * on the next change, when the connection comes back, or when asked.
 */
export function useFlowAutosave({ flow, name, graph, readOnly, onAdopt }: FlowAutosaveOptions) {
  // The editor's own graph object: unsaved means "not this object" (compared by identity).
  const [base, setBase] = useState<FlowDraft>(() => ({ ...toDraft(flow), graph }));
  const [failure, setFailure] = useState<Failure>();
  const [held, setHeld] = useState(false);
  const versioned = useVersionedSave<FlowDraft, DraftField>({
    fields: DRAFT_FIELDS,
    save: async (values) => {
      const saved = await saveFlow(flow.id, {
        name: values.name,
        nodes: values.graph.nodes,
        edges: values.graph.edges,
        version: values.version,
      });
      // The same graph object as sent: the editor compares by identity to know it is saved.
      return { ...toDraft(saved), graph: values.graph };
    },
    parseCurrent: draftFromCurrent,
  });
  const { submit, resolve, dismiss, conflict, saving } = versioned;

  const dirty = !readOnly && (graph !== base.graph || name !== base.name);

  const settle = useCallback(
    (saved: FlowDraft, sent: { name: string; graph: FlowGraph }) => {
      setBase(saved);
      setFailure(undefined);
      if (saved.graph !== sent.graph || saved.name !== sent.name) onAdopt(saved);
    },
    [onAdopt],
  );

  const run = useCallback(async () => {
    const sent = { name, graph };
    setHeld(false);
    try {
      const outcome = await submit(base, { ...base, ...sent });
      if (outcome.status === 'saved') settle(outcome.saved, sent);
    } catch (error) {
      // A refused save is shown by the editor itself (steps marked, the name at its field).
      if (error instanceof BadRequestError) markBadRequestHandled(error);
      setFailure({ error, ...sent });
    }
  }, [base, graph, name, settle, submit]);

  const failedHere = failure !== undefined && failure.graph === graph && failure.name === name;
  // A flow needs a name: an emptied name field waits (and says so) instead of being refused.
  const unnamed = name.trim() === '';
  useEffect(() => {
    if (!dirty || saving || conflict || held || failedHere || unnamed) return undefined;
    const timer = window.setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, saving, conflict, held, failedHere, unnamed, run]);

  // Back online: what failed while the connection was gone is saved at once.
  useEffect(() => {
    if (!failure) return undefined;
    const retry = () => void run();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failure, run]);

  const refusedFields =
    failedHere && failure.error instanceof BadRequestError
      ? fieldErrorsOf(failure.error)
      : undefined;

  const status: SaveStatus = saving
    ? 'saving'
    : conflict || held
      ? 'conflict'
      : failedHere
        ? 'failed'
        : dirty
          ? 'pending'
          : 'saved';

  return {
    status,
    dirty,
    /** The version of the last save: what a publication or restoration is based on. */
    version: base.version,
    failure: failedHere ? failure.error : undefined,
    refused: refusedFields ? refusedNodes(graph, refusedFields) : undefined,
    /** Why the name was refused (a reason code), by the server or because it is empty. */
    nameError: unnamed ? 'required' : refusedFields?.name,
    conflict,
    /** Save now (after a failure, or to look at a conflict again). */
    retry: () => void run(),
    resolve: async (choices: Partial<Record<DraftField, Side>>) => {
      const sent = { name, graph };
      try {
        const outcome = await resolve(choices);
        if (outcome.status === 'saved') settle(outcome.saved, sent);
      } catch (error) {
        setFailure({ error, ...sent });
      }
    },
    takeTheirs: (theirs: FlowDraft) => {
      dismiss();
      setBase(theirs);
      onAdopt(theirs);
    },
    /** Close the conflict and go on editing; saving waits until asked again. */
    keepEditing: () => {
      dismiss();
      setHeld(true);
    },
  };
}
