import { describe, expect, it } from 'vitest';
import { stepProblems } from './stepProblems';

describe('stepProblems', () => {
  it('counts each step’s problems as the panel lists them, the worst severity first', () => {
    const steps = stepProblems(
      [
        { severity: 'warning', code: 'unreachable', nodeId: 'a' },
        { severity: 'error', code: 'missing_text', nodeId: 'a', language: 'de-DE' },
        { severity: 'warning', code: 'dead_end', nodeId: 'b' },
        { severity: 'error', code: 'no_start' },
      ],
      undefined,
    );
    expect(steps.get('a')).toEqual({ count: 2, severity: 'error', refused: false });
    expect(steps.get('b')).toEqual({ count: 1, severity: 'warning', refused: false });
    expect(steps.size).toBe(2);
  });

  it('marks a step the server refused as an error, problems or not', () => {
    const steps = stepProblems([], new Set(['c']));
    expect(steps.get('c')).toEqual({ count: 0, severity: 'error', refused: true });
  });
});
