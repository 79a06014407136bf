import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph';
import { stepInDirection } from './stepNavigation';

const edge = (source: string, target: string, handle: string | null = null) => ({
  id: `${source}-${handle ?? 'next'}-${target}`,
  source,
  sourceHandle: handle,
  target,
});

// start → ask → (yes) say, (no) end; say → end; a loose step with nothing around it.
const graph = {
  nodes: [],
  edges: [
    edge('start', 'ask'),
    edge('ask', 'say', 'yes'),
    edge('ask', 'end', 'no'),
    edge('say', 'end'),
  ],
} as unknown as FlowGraph;

describe('stepInDirection', () => {
  it('goes down to the first step a step leads to, and nowhere from the last', () => {
    expect(stepInDirection(graph, 'start', 'next')).toBe('ask');
    expect(stepInDirection(graph, 'ask', 'next')).toBe('say');
    expect(stepInDirection(graph, 'end', 'next')).toBeUndefined();
  });

  it('goes up to the step the focus came from, else to the first that leads here', () => {
    expect(stepInDirection(graph, 'end', 'previous', 'say')).toBe('say');
    expect(stepInDirection(graph, 'end', 'previous', 'ask')).toBe('ask');
    expect(stepInDirection(graph, 'end', 'previous')).toBe('ask');
    expect(stepInDirection(graph, 'end', 'previous', 'loose')).toBe('ask');
    expect(stepInDirection(graph, 'start', 'previous')).toBeUndefined();
  });

  it('goes sideways between the steps one step leads to, going round both ways', () => {
    expect(stepInDirection(graph, 'say', 'sibling', 'ask')).toBe('end');
    expect(stepInDirection(graph, 'end', 'sibling', 'ask')).toBe('say');
    expect(stepInDirection(graph, 'say', 'previousSibling', 'ask')).toBe('end');
    expect(stepInDirection(graph, 'ask', 'sibling')).toBeUndefined();
    expect(stepInDirection(graph, 'loose', 'sibling')).toBeUndefined();
  });
});
