import type { TFunction } from 'i18next';
import {
  FLOW_NODE_TYPE_VALUES,
  type FlowEdge,
  type FlowNode,
  type FlowNodeType,
} from '../../../lib/api-client/schema';
import { NODE_TYPE_LABEL_KEYS } from '../labels';
import { shortcutText } from './keyboard/shortcuts';
import type { NodeText } from './useNodeText';

/** A start is added once, with the flow: every other type can be added. */
export const ADDABLE_TYPES = FLOW_NODE_TYPE_VALUES.filter((type) => type !== 'start');

/** One entry of the command palette: an editor action or a step to go to. */
export interface Command {
  id: string;
  label: string;
  /** Its keys, shown beside it ("Ctrl+Z"). */
  shortcut?: string;
  group: 'steps' | 'add' | 'edit';
  run: () => void;
}

export interface EditorCommandsInput {
  t: TFunction;
  text: NodeText;
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
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
    /** Removes one connection (reached from its step: connections are no Tab stops). */
    disconnect: (edgeId: string) => void;
    shortcuts: () => void;
  };
}

/** The palette's entries: adding steps and editing (for those who may edit), then every step. */
export function editorCommands({
  t,
  text,
  nodes,
  edges,
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
  const help = {
    id: 'shortcuts',
    label: t('flows.keyboard.title'),
    shortcut: shortcutText('help'),
    group: 'edit' as const,
    run: actions.shortcuts,
  };
  if (readOnly) return [help, ...steps];
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const disconnects = selected
    ? edges
        .filter((edge) => edge.source === selected.id || edge.target === selected.id)
        .map((edge) => {
          const from = byId.get(edge.source);
          const to = byId.get(edge.target);
          return {
            id: `disconnect-${edge.id}`,
            label: t('flows.editor.commands.disconnect', {
              from: from ? text.title(from) : edge.source,
              to: to ? text.title(to) : edge.target,
            }),
            run: () => actions.disconnect(edge.id),
          };
        })
    : [];
  const adds = ADDABLE_TYPES.map((type) => ({
    id: `add-${type}`,
    label: selected
      ? t('flows.editor.commands.addAfter', { type: typeLabel(type), name: text.title(selected) })
      : t('flows.editor.commands.add', { type: typeLabel(type) }),
    group: 'add' as const,
    run: () => actions.add(type),
  }));
  const edits = [
    ...(canUndo
      ? [
          {
            id: 'undo',
            label: t('flows.editor.undo'),
            shortcut: shortcutText('undo'),
            run: actions.undo,
          },
        ]
      : []),
    ...(canRedo
      ? [
          {
            id: 'redo',
            label: t('flows.editor.redo'),
            shortcut: shortcutText('redo'),
            run: actions.redo,
          },
        ]
      : []),
    ...(selected
      ? [{ id: 'connect', label: t('flows.editor.connect'), run: actions.connect }]
      : []),
    { id: 'layout', label: t('flows.editor.layout'), run: actions.tidyUp },
    ...disconnects,
    ...(canDelete
      ? [
          {
            id: 'delete',
            label: t('flows.editor.deleteSelected'),
            shortcut: shortcutText('delete'),
            run: actions.delete,
          },
        ]
      : []),
  ].map((command) => ({ ...command, group: 'edit' as const }));
  return [...adds, ...edits, help, ...steps];
}
