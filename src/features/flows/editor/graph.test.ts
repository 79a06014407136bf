import { describe, expect, it } from 'vitest';
import { flowNode as node } from '../../../testing/flowGraph';
import {
  addNode,
  connect,
  fragmentOf,
  parseFragment,
  pasteFragment,
  removeNodes,
  updateNodeData,
  type FlowGraph,
} from './graph';

const base: FlowGraph = {
  nodes: [
    node('start', 'start'),
    node('check', 'condition', { rules: [{ id: 'r1', slot: 'x', operator: 'isSet', value: '' }] }),
    node('end', 'end', { outcome: 'contained' }),
  ],
  edges: [{ id: 'e1', source: 'start', sourceHandle: null, target: 'check' }],
};

describe('flow graph edits', () => {
  it('adds a step after a node, wired from its first free output and placed below it', () => {
    const { graph, nodeId } = addNode(base, 'say', { after: 'check' });
    const added = graph.nodes.find((candidate) => candidate.id === nodeId);
    expect(added).toMatchObject({ type: 'say', position: { y: 150 }, data: { texts: {} } });
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ source: 'check', sourceHandle: 'r1', target: nodeId }),
    );
    const again = addNode(graph, 'end', { after: 'check' });
    expect(again.graph.edges).toContainEqual(
      expect.objectContaining({ source: 'check', sourceHandle: 'else', target: again.nodeId }),
    );
  });

  it('puts a step in between when the output after which it is added is taken', () => {
    const { graph, nodeId } = addNode(connect(base, 'check', 'r1', 'end'), 'say', {
      after: 'start',
    });
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ source: 'start', sourceHandle: null, target: nodeId }),
    );
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ source: nodeId, sourceHandle: null, target: 'check' }),
    );
    expect(graph.edges.filter((edge) => edge.source === 'start')).toHaveLength(1);
  });

  it('gives an output one target, and refuses edges into the start or to the node itself', () => {
    const rewired = connect(base, 'start', null, 'end');
    expect(rewired.edges).toEqual([
      { id: 'e-start-next-end', source: 'start', sourceHandle: null, target: 'end' },
    ]);
    expect(connect(base, 'check', 'r1', 'start')).toBe(base);
    expect(connect(base, 'check', 'r1', 'check')).toBe(base);
    expect(connect(base, 'check', 'nope', 'end')).toBe(base);
    expect(connect(base, 'end', null, 'check')).toBe(base);
  });

  it('removes a node with its edges, and edges of an output that is gone', () => {
    expect(removeNodes(base, new Set(['check'])).edges).toEqual([]);
    const wired = connect(base, 'check', 'r1', 'end');
    const noRules = updateNodeData(wired, 'check', { rules: [] });
    expect(noRules.edges.some((edge) => edge.source === 'check')).toBe(false);
  });

  it('pastes a copied selection with new ids and the edges between its nodes only', () => {
    const copied = fragmentOf(base, new Set(['start', 'check']));
    expect(copied.edges).toHaveLength(1);
    const text = JSON.stringify(copied);
    const parsed = parseFragment(text);
    if (typeof parsed === 'string') throw new Error(parsed);
    const { graph, nodeIds } = pasteFragment(base, parsed);
    expect(graph.nodes).toHaveLength(5);
    expect(nodeIds.every((id) => !base.nodes.some((existing) => existing.id === id))).toBe(true);
    expect(graph.edges.at(-1)).toMatchObject({ source: nodeIds[0], target: nodeIds[1] });
  });

  it('refuses a pasted graph with unknown node types or dangling edges, as a whole', () => {
    expect(parseFragment('not json')).toBe('unreadable');
    expect(parseFragment(JSON.stringify({ nodes: [node('a', 'say')] }))).toBe('unreadable');
    expect(
      parseFragment(
        JSON.stringify({ nodes: [{ ...node('a', 'say'), type: 'teleport' }], edges: [] }),
      ),
    ).toBe('unknown_type');
    expect(
      parseFragment(
        JSON.stringify({
          nodes: [node('a', 'say')],
          edges: [{ id: 'e', source: 'a', sourceHandle: null, target: 'b' }],
        }),
      ),
    ).toBe('dangling_edge');
  });
});
