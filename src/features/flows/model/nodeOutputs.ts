import type { FlowNode, FlowNodeType } from '../../../lib/api-client/schema';

/**
 * The outputs (source handles) of a node: an edge leaves from one of them. `null` is the single
 * output of a node that goes on in one way only; handover and end nodes have none.
 */
export function nodeOutputs(node: Pick<FlowNode, 'type' | 'data'>): (string | null)[] {
  switch (node.type) {
    case 'condition':
      return [...(node.data.rules ?? []).map((rule) => rule.id), 'else'];
    case 'apiCall':
      return ['success', 'error', 'timeout'];
    case 'ask':
      // Its answer's way on; then, where chosen, its own ways for retries run out and buttons.
      return [
        null,
        ...(node.data.noAnswerBranch ? ['noAnswer'] : []),
        ...(node.data.buttons ?? []).flatMap((button) => (button.branch ? [button.id] : [])),
      ];
    case 'handover':
    case 'end':
      return [];
    default:
      return [null];
  }
}

/** Whether a node can be the target of an edge: everything but the start. */
export const hasInput = (type: FlowNodeType) => type !== 'start';

/** Nodes that end a conversation: a path that reaches neither is a dead end. */
export const isTerminal = (type: FlowNodeType) => type === 'end' || type === 'handover';

/** Node types with texts due in every language of the flow, and the fields holding them. */
export const TEXT_FIELDS: Partial<Record<FlowNodeType, readonly ('texts' | 'prompts')[]>> = {
  say: ['texts'],
  ask: ['prompts'],
};

/** Node types with texts the bot speaks on the phone, where voice markup is read. */
export const SPOKEN_FIELDS: Partial<
  Record<FlowNodeType, readonly ('texts' | 'prompts' | 'noInputPrompts' | 'noMatchPrompts')[]>
> = {
  say: ['texts'],
  ask: ['prompts', 'noInputPrompts', 'noMatchPrompts'],
};
