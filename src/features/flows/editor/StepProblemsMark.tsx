import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import type { CanvasNodeData } from './canvasNodes';

/**
 * A step's problems at a glance: the panel's icon for the worst of them and their count, in a
 * colour that reads on the step (FlowCanvasStyles). Hidden from screen readers: the step's own
 * name already ends with the same words.
 */
export function StepProblemsMark({
  problems,
}: {
  problems: NonNullable<CanvasNodeData['problems']>;
}) {
  const Icon = problems.severity === 'error' ? ErrorIcon : WarningIcon;
  return (
    <span
      className={`flow-node__problems flow-node__problems--${problems.severity}`}
      title={problems.label}
      aria-hidden
    >
      <Icon fontSize="inherit" />
      {problems.count > 0 && problems.count}
    </span>
  );
}
