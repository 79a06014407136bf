import type { TFunction } from 'i18next';
import {
  FLOW_NODE_TYPE_VALUES,
  type FlowNode,
  type FlowNodeType,
} from '../../../lib/api-client/schema';
import { NODE_TYPE_LABEL_KEYS } from '../labels';
import type { NodeText } from './useNodeText';

/** A start is added once, with the flow: every other type can be added. */
export const ADDABLE_TYPES = FLOW_NODE_TYPE_VALUES.filter((type) => type !== 'start');

/** One entry of the command palette: an editor action or a step to go to. */
export interface Command {
  id: string;
  label: string;
  group: 'steps' | 'add' | 'edit';
  run: () => void;
}

export interface EditorCommandsInput {
  t: TFunction;
  text: NodeText;
  nodes: readonly FlowNode[];
  selected: FlowNode | undefined;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canDelete: boolean;
  actions: {
    show: (nodeId: string) => void;
    add: (type: FlowNodeType) => void;
    undo: () => void;
    redo: () => void;
    connect: () => void;
    tidyUp: () => void;
    delete: () => void;
  };
}

/** The palette's entries: adding steps and editing (for those who may edit), then every step. */
export function editorCommands({
  t,
  text,
  nodes,
  selected,
  readOnly,
  canUndo,
  canRedo,
  canDelete,
  actions,
}: EditorCommandsInput): Command[] {
  const typeLabel = (type: FlowNodeType) => t(NODE_TYPE_LABEL_KEYS[type]);
  const steps = nodes.map((node) => ({
    id: `go-${node.id}`,
    label: t('flows.editor.commands.goTo', { name: text.title(node), type: typeLabel(node.type) }),
    group: 'steps' as const,
    run: () => actions.show(node.id),
  }));
  if (readOnly) return steps;
  const adds = ADDABLE_TYPES.map((type) => ({
    id: `add-${type}`,
    label: selected
      ? t('flows.editor.commands.addAfter', { type: typeLabel(type), name: text.title(selected) })
      : t('flows.editor.commands.add', { type: typeLabel(type) }),
    group: 'add' as const,
    run: () => actions.add(type),
  }));
  const edits = [
    ...(canUndo ? [{ id: 'undo', label: t('flows.editor.undo'), run: actions.undo }] : []),
    ...(canRedo ? [{ id: 'redo', label: t('flows.editor.redo'), run: actions.redo }] : []),
    ...(selected
      ? [{ id: 'connect', label: t('flows.editor.connect'), run: actions.connect }]
      : []),
    { id: 'layout', label: t('flows.editor.layout'), run: actions.tidyUp },
    ...(canDelete
      ? [{ id: 'delete', label: t('flows.editor.deleteSelected'), run: actions.delete }]
      : []),
  ].map((command) => ({ ...command, group: 'edit' as const }));
  return [...adds, ...edits, ...steps];
}
