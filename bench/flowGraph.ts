import type { FlowEdge, FlowNode } from '../src/lib/api-client/schema';

const TEXTS = (step: number) => ({
  'de-DE': `Schritt ${step}: Bitte einen Moment.`,
  'en-US': `Step ${step}: one moment, please.`,
  'ja-JP': `ステップ ${step}: 少々お待ちください。`,
  'fr-FR': `Étape ${step} : un instant, s’il vous plaît.`,
  'it-IT': `Passaggio ${step}: un momento, per favore.`,
});

/**
 * A large flow as operators build them: a start, then rows of four parallel branches of say
 * steps joined by a condition every few rows, an end at the bottom; positions stored, so the
 * editor never lays it out on open. `size` nodes in all.
 */
export function largeFlow(size: number): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const nodes: FlowNode[] = [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }];
  const edges: FlowEdge[] = [];
  let previous = 'start';
  let row = 1;
  while (nodes.length < size - 1) {
    const id = `check-${row}`;
    nodes.push({
      id,
      type: 'condition',
      position: { x: 0, y: row * 160 },
      data: {
        rules: [0, 1, 2].map((rule) => ({
          id: `r${rule}`,
          slot: 'choice',
          operator: 'equals' as const,
          value: String(rule),
        })),
      },
    });
    edges.push({
      id: `e-${previous}-${id}`,
      source: previous,
      sourceHandle: null,
      target: id,
    });
    const join = `join-${row}`;
    const handles = ['r0', 'r1', 'r2', 'else'];
    handles.forEach((handle, column) => {
      const say = `say-${row}-${column}`;
      nodes.push({
        id: say,
        type: 'say',
        position: { x: (column - 1.5) * 280, y: (row + 1) * 160 },
        data: { texts: TEXTS(nodes.length) },
      });
      edges.push({ id: `e-${id}-${handle}`, source: id, sourceHandle: handle, target: say });
      edges.push({ id: `e-${say}-${join}`, source: say, sourceHandle: null, target: join });
    });
    nodes.push({
      id: join,
      type: 'setSlot',
      position: { x: 0, y: (row + 2) * 160 },
      data: { slot: 'choice', value: String(row % 4) },
    });
    previous = join;
    row += 3;
  }
  nodes.push({
    id: 'end',
    type: 'end',
    position: { x: 0, y: (row + 1) * 160 },
    data: { outcome: 'contained' },
  });
  edges.push({ id: `e-${previous}-end`, source: previous, sourceHandle: null, target: 'end' });
  return { nodes, edges };
}
