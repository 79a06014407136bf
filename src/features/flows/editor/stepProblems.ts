import type { FlowProblem } from '../../../lib/api-client/schema';

/** What marks a step on the canvas: the problems panel's entries for it, and a server refusal. */
export interface StepProblems {
  /** The problems panel's entries for the step. */
  count: number;
  /** The worst of them; a refused step counts as an error. */
  severity: 'error' | 'warning';
  refused: boolean;
}

/** Per step, the same problems the panel lists (so the mark and the panel agree). */
export function stepProblems(
  problems: readonly FlowProblem[],
  refused: ReadonlySet<string> | undefined,
): ReadonlyMap<string, StepProblems> {
  const steps = new Map<string, StepProblems>();
  const entry = (nodeId: string) => {
    let step = steps.get(nodeId);
    if (!step) {
      step = { count: 0, severity: 'warning', refused: false };
      steps.set(nodeId, step);
    }
    return step;
  };
  for (const problem of problems) {
    if (!problem.nodeId) continue;
    const step = entry(problem.nodeId);
    step.count += 1;
    if (problem.severity === 'error') step.severity = 'error';
  }
  refused?.forEach((nodeId) => {
    const step = entry(nodeId);
    step.refused = true;
    step.severity = 'error';
  });
  return steps;
}
