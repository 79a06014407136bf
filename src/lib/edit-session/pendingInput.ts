import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * A field the person is typing into whose text is not in the draft yet (the flow step's settings
 * apply when the field is left; a new example is added with Enter). The session counts it as
 * unsaved, folds it into the kept copy on `pagehide`, and commits it before a save, a navigation
 * or a language switch.
 */
export interface PendingInput<D> {
  /** The draft with this input in it: pure and synchronous, so it can run while the tab closes. */
  apply: (draft: D) => D;
  /** Puts the input into the editor's own state (an undo step, a new example). */
  commit: () => void;
}

export interface PendingInputs {
  set(id: string, input: PendingInput<unknown> | undefined): void;
  /** The typed input changed: the kept copy is written again shortly. */
  changed(): void;
}

export const PendingInputContext = createContext<PendingInputs | undefined>(undefined);

/**
 * Registers this field's typed, not yet applied input with the surrounding edit session while
 * `active` (the input differs from the draft). Outside a session it does nothing.
 */
export function usePendingInput<D>(id: string, active: boolean, input: PendingInput<D>): void {
  const inputs = useContext(PendingInputContext);
  // The latest closures, without re-registering on every keystroke.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => {
    if (!inputs || !active) return undefined;
    inputs.set(id, {
      apply: (draft) => latest.current.apply(draft as D),
      commit: () => latest.current.commit(),
    });
    return () => inputs.set(id, undefined);
  }, [inputs, id, active]);
  // Every render while active is a keystroke (the field re-renders with its value).
  useEffect(() => {
    if (active) inputs?.changed();
  });
}
