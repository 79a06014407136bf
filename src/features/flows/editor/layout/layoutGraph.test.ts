import { describe, expect, it } from 'vitest';
import { layoutGraph } from './layoutGraph';

describe('layoutGraph', () => {
  it('places each step below the one before it, branches side by side', () => {
    const positions = layoutGraph({
      nodes: [{ id: 'start' }, { id: 'check' }, { id: 'yes' }, { id: 'no' }],
      edges: [
        { source: 'start', target: 'check' },
        { source: 'check', target: 'yes' },
        { source: 'check', target: 'no' },
        { source: 'check', target: 'missing' },
      ],
    });
    const { start, check, yes, no } = positions;
    expect(check!.y).toBeGreaterThan(start!.y);
    expect(yes!.y).toBeGreaterThan(check!.y);
    expect(yes!.y).toBe(no!.y);
    expect(yes!.x).not.toBe(no!.x);
  });
});
