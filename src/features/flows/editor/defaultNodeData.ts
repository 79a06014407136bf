import type { FlowNodeData, FlowNodeType } from '../../../lib/api-client/schema';

/** What a new node of each type starts with: empty texts, the outputs a type always has. */
export function defaultNodeData(type: FlowNodeType, ruleId: () => string): FlowNodeData {
  switch (type) {
    case 'say':
      return { texts: {} };
    case 'ask':
      return {
        prompts: {},
        slot: '',
        entity: '',
        retries: 2,
        noInputPrompts: {},
        noMatchPrompts: {},
      };
    case 'condition':
      return { rules: [{ id: ruleId(), slot: '', operator: 'equals', value: '' }] };
    case 'setSlot':
      return { slot: '', value: '' };
    case 'apiCall':
      return { integration: '', method: 'GET', path: '/', timeoutMs: 3000 };
    case 'handover':
      return { target: '' };
    case 'subflow':
      return { flowId: '', inputs: {}, outputs: {} };
    case 'end':
      return { outcome: 'contained' };
    default:
      return {};
  }
}
