import { FLOW_NODE_TYPE_VALUES } from '../../../lib/api-client/schema';

/** A start is added once, with the flow: every other type can be added. */
export const ADDABLE_TYPES = FLOW_NODE_TYPE_VALUES.filter((type) => type !== 'start');

/** One entry of the command palette: an editor action or a step to go to. */
export interface Command {
  id: string;
  label: string;
  group: 'steps' | 'add' | 'edit';
  run: () => void;
}
