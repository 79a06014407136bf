import { describe, expect, it } from 'vitest';
import type { FlowGraph } from './graph';
import { historyReducer, startHistory } from './graphHistory';

const graph = (x: number): FlowGraph => ({
  nodes: [{ id: 'a', type: 'say', position: { x, y: 0 }, data: {} }],
  edges: [],
});

describe('graph history', () => {
  it('undoes and redoes changes in order, and a new change drops what was undone', () => {
    let history = startHistory(graph(0));
    history = historyReducer(history, { type: 'change', graph: graph(1) });
    history = historyReducer(history, { type: 'change', graph: graph(2) });
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toEqual(graph(1));
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toEqual(graph(0));
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toEqual(graph(0));
    history = historyReducer(history, { type: 'redo' });
    expect(history.present).toEqual(graph(1));
    history = historyReducer(history, { type: 'change', graph: graph(5) });
    expect(history.future).toEqual([]);
    history = historyReducer(history, { type: 'redo' });
    expect(history.present).toEqual(graph(5));
  });

  it('records a drag as one step, from where it started', () => {
    let history = startHistory(graph(0));
    for (const x of [1, 2, 3]) {
      history = historyReducer(history, { type: 'change', graph: graph(x), gesture: true });
    }
    history = historyReducer(history, { type: 'change', graph: graph(4) });
    expect(history.past).toEqual([graph(0)]);
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toEqual(graph(0));
  });

  it('applies an auto-layout to the graph as it is when the layout is done, as one step', () => {
    let history = startHistory(graph(0));
    history = historyReducer(history, {
      type: 'arrange',
      positions: new Map([['a', { x: 7, y: 9 }]]),
    });
    expect(history.present.nodes[0]?.position).toEqual({ x: 7, y: 9 });
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toEqual(graph(0));
  });

  it('starts again from a graph from elsewhere', () => {
    let history = historyReducer(startHistory(graph(0)), { type: 'change', graph: graph(1) });
    history = historyReducer(history, { type: 'reset', graph: graph(9) });
    expect(history).toEqual({ past: [], present: graph(9), future: [] });
  });
});
