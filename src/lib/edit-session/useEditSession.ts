import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker } from 'react-router';
import { usePersonId } from '../preferences/usePersonId';
import { readStoredDraft, writeStoredDraft, type StoredDraft } from './draftStore';
import type { PendingInput, PendingInputs } from './pendingInput';

/** Typing pauses this long before the kept copy is written (on `pagehide` it is written at once). */
export const KEEP_DRAFT_DELAY_MS = 400;

export interface EditSessionOptions<D> {
  /** The record, e.g. `flow:<id>`: names the kept copy. */
  record: string;
  /** Nothing is kept, asked or warned about for a person who may only read. */
  readOnly: boolean;
  /** The editor's draft differs from the copy it is based on. */
  dirty: boolean;
  /** The server version the draft is based on. */
  version: number;
  /** The editor's draft as it stands (without typed input not applied yet). */
  draft: () => D;
  /** Checks a kept copy before it is offered back (it may come from an older build). */
  parseStored: (draft: unknown) => D | undefined;
}

export interface EditSession<D> {
  /** Unsaved: the draft differs, or a field holds typed input not yet applied. */
  dirty: boolean;
  /** The in-app navigation question (answer it with <UnsavedChangesDialog>). */
  blocker: Blocker;
  /** For <PendingInputContext.Provider>: fields register typed input there. */
  pendingInputs: PendingInputs;
  /** The draft with every pending input in it. */
  snapshot: () => D;
  /** Puts pending input into the editor's state: before a save, a navigation, a language switch. */
  flush: () => void;
  /** A copy kept by an earlier visit (a reload, a closed tab, a crash), on offer until answered. */
  stored: StoredDraft<D> | undefined;
  /** Takes the kept copy (the editor shows it) and closes the offer. */
  takeStored: () => D | undefined;
  /** Drops the kept copy. */
  dropStored: () => void;
  /** The draft is saved (or deliberately dropped) and the editor closes: nothing to keep. */
  forget: () => void;
}

/**
 * One edit session, the same for every editor that saves a versioned record: what is unsaved
 * (typed input included), the browser's leave warning and the in-app leave question, and a kept
 * copy of the draft in the browser that is offered back after a reload, a closed tab or a crash.
 * Saving, merging and conflicts stay with the editor's save (autosave or explicit).
 */
export function useEditSession<D>({
  record,
  readOnly,
  dirty: draftDirty,
  version,
  draft,
  parseStored,
}: EditSessionOptions<D>): EditSession<D> {
  // Kept copies are per person, so a shared browser does not mix them.
  const owner = usePersonId();
  const { i18n } = useTranslation();
  const pending = useRef(new Map<string, PendingInput<unknown>>());
  const changed = useRef(() => {});
  const [pendingCount, setPendingCount] = useState(0);
  const pendingInputs = useMemo<PendingInputs>(
    () => ({
      set: (id, input) => {
        if (input) pending.current.set(id, input);
        else pending.current.delete(id);
        setPendingCount(pending.current.size);
      },
      changed: () => changed.current(),
    }),
    [],
  );
  // Read whatever the permissions say: they may still be loading (read-only until known).
  const [kept, setStored] = useState(() => readStoredDraft(owner, record, parseStored));
  const stored = readOnly ? undefined : kept;

  const dirty = !readOnly && (draftDirty || pendingCount > 0);

  // The latest values for the listeners below, which must not wait for a render.
  const latest = useRef({ dirty, draft, version, offering: stored !== undefined });
  useEffect(() => {
    latest.current = { dirty, draft, version, offering: stored !== undefined };
  });

  const snapshot = useCallback(
    () =>
      [...pending.current.values()].reduce<D>(
        (current, input) => input.apply(current) as D,
        latest.current.draft(),
      ),
    [],
  );
  const flush = useCallback(() => {
    for (const input of [...pending.current.values()]) input.commit();
  }, []);

  const keep = useCallback(() => {
    const now = latest.current;
    // While an earlier visit's copy is on offer it stays as it is until answered.
    if (readOnly || now.offering) return;
    writeStoredDraft(
      owner,
      record,
      now.dirty || pending.current.size > 0
        ? { version: now.version, draft: snapshot() }
        : undefined,
    );
  }, [readOnly, owner, record, snapshot]);

  // Kept a moment after each change of the draft or of typed input (typing restarts the wait)...
  const timer = useRef<number | undefined>(undefined);
  const scheduleKeep = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(keep, KEEP_DRAFT_DELAY_MS);
  }, [keep]);
  const keepRef = useRef(keep);
  useEffect(() => {
    changed.current = scheduleKeep;
    keepRef.current = keep;
  });
  useEffect(() => {
    if (!readOnly && !stored && dirty) scheduleKeep();
  }, [readOnly, stored, dirty, scheduleKeep, draft]);
  // Closed without a save (a dialog's Cancel, an editor swapped out): kept at once. Only the
  // answer "Leave without saving" to the leave question drops the draft.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (!leaving.current) keepRef.current();
    },
    [],
  );
  // ...and dropped as soon as nothing is unsaved (saved or discarded).
  useEffect(() => {
    if (!readOnly && !stored && !dirty) {
      window.clearTimeout(timer.current);
      writeStoredDraft(owner, record, undefined);
    }
  }, [readOnly, stored, dirty, owner, record]);

  // Closing, reloading or hiding the tab: written at once, pending input included.
  useEffect(() => {
    if (readOnly) return undefined;
    const hidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [readOnly, keep]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      keep();
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, keep]);

  // A language switch re-renders every label: typed input goes into the draft first.
  useEffect(() => {
    i18n.on('languageChanged', flush);
    return () => i18n.off('languageChanged', flush);
  }, [i18n, flush]);

  const routerBlocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Filter changes on the same page (the query string) are not held.
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const unsaved = latest.current.dirty || pending.current.size > 0;
    flush();
    return !readOnly && unsaved;
  });

  const blocker = useMemo<Blocker>(
    () =>
      routerBlocker.state === 'blocked'
        ? {
            ...routerBlocker,
            proceed: () => {
              leaving.current = true;
              writeStoredDraft(owner, record, undefined);
              routerBlocker.proceed();
            },
          }
        : routerBlocker,
    [routerBlocker, owner, record],
  );

  const takeStored = useCallback(() => {
    setStored(undefined);
    return stored?.draft;
  }, [stored]);
  const dropStored = useCallback(() => {
    writeStoredDraft(owner, record, undefined);
    setStored(undefined);
  }, [owner, record]);

  const forget = useCallback(() => {
    leaving.current = true;
    window.clearTimeout(timer.current);
    writeStoredDraft(owner, record, undefined);
  }, [owner, record]);

  return {
    dirty,
    blocker,
    forget,
    pendingInputs,
    snapshot,
    flush,
    stored,
    takeStored,
    dropStored,
  };
}
