import { moveNodes, type FlowGraph } from './graph';

/** Undo reaches this many steps back: enough for a session, bounded for memory. */
const LIMIT = 200;

export interface GraphHistory {
  past: FlowGraph[];
  present: FlowGraph;
  future: FlowGraph[];
  /** The graph before a gesture in progress (a drag): the gesture becomes one undo step. */
  gestureStart?: FlowGraph;
}

export type HistoryAction =
  /** `gesture`: one frame of a drag; the step is recorded when a change without it follows. */
  | { type: 'change'; graph: FlowGraph; gesture?: boolean }
  /** New positions (an auto-layout that finished): applied to the graph as it is now. */
  | { type: 'arrange'; positions: ReadonlyMap<string, { x: number; y: number }> }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A graph from elsewhere (the server's copy): history starts again. */
  | { type: 'reset'; graph: FlowGraph };

export const startHistory = (graph: FlowGraph): GraphHistory => ({
  past: [],
  present: graph,
  future: [],
});

export function historyReducer(history: GraphHistory, action: HistoryAction): GraphHistory {
  switch (action.type) {
    case 'change': {
      if (action.graph === history.present) return history;
      const before = history.gestureStart ?? history.present;
      if (action.gesture) {
        return { ...history, present: action.graph, gestureStart: before };
      }
      return {
        past: [...history.past, before].slice(-LIMIT),
        present: action.graph,
        future: [],
      };
    }
    case 'arrange':
      return historyReducer(history, {
        type: 'change',
        graph: moveNodes(history.gestureStart ?? history.present, action.positions),
      });
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      const present = history.gestureStart ?? history.present;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [present, ...history.future],
      };
    }
    case 'redo': {
      const [next, ...future] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future };
    }
    case 'reset':
      return startHistory(action.graph);
  }
}
