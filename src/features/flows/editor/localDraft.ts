import type { FlowGraph } from './graph';

/**
 * Unsaved edits kept in this tab's session storage, so a lost connection or a reload loses
 * nothing: the editor offers them back when the flow is opened again.
 */
export interface LocalDraft {
  /** The server version the edits were based on. */
  version: number;
  name: string;
  graph: FlowGraph;
}

const key = (flowId: string) => `neo.flowDraft.${flowId}`;

export function readLocalDraft(flowId: string): LocalDraft | undefined {
  try {
    const raw = sessionStorage.getItem(key(flowId));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    return typeof draft.version === 'number' &&
      typeof draft.name === 'string' &&
      Array.isArray(draft.graph?.nodes) &&
      Array.isArray(draft.graph.edges)
      ? (draft as LocalDraft)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeLocalDraft(flowId: string, draft: LocalDraft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(key(flowId), JSON.stringify(draft));
    else sessionStorage.removeItem(key(flowId));
  } catch {
    // Storage full or blocked: the server copy and the autosave still hold the work.
  }
}
