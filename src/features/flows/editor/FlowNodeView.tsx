import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { CanvasNode } from './canvasNodes';
import { StepOpenLink } from './StepOpenLink';
import { StepProblemsMark } from './StepProblemsMark';

/**
 * One step on the canvas: its type, title and summary, an input on top and its outputs below.
 * Plain elements with the canvas's own classes (FlowCanvasStyles): a thousand nodes stay cheap.
 */
function FlowNodeViewRaw({ data, selected }: NodeProps<CanvasNode>) {
  const classes = [
    'flow-node',
    `flow-node--${data.node.type}`,
    selected ? 'flow-node--selected' : '',
    data.problems ? 'flow-node--problem' : '',
    data.onPath ? 'flow-node--path' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {data.input && <Handle type="target" position={Position.Top} isConnectable />}
      <div className="flow-node__head">
        <div className="flow-node__type">{data.typeLabel}</div>
        {data.problems && <StepProblemsMark problems={data.problems} />}
        {data.open && <StepOpenLink to={data.open.to} label={data.open.label} />}
      </div>
      {data.title !== data.typeLabel && <div className="flow-node__title">{data.title}</div>}
      <div className="flow-node__summary">{data.summary}</div>
      {data.outputs.map((output) => (
        <Handle
          key={output.id ?? 'next'}
          id={output.id ?? undefined}
          type="source"
          position={Position.Bottom}
          style={{ left: output.x }}
          title={output.label}
        />
      ))}
    </div>
  );
}

export const FlowNodeView = memo(FlowNodeViewRaw);
