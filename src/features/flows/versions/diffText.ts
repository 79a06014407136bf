import type { TFunction } from 'i18next';
import type { FlowEdge, FlowNode } from '../../../lib/api-client/schema';
import type { Format } from '../../../lib/format';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import type { NodeText } from '../editor/useNodeText';
import { FLOW_OUTCOME_LABEL_KEYS, NODE_TYPE_LABEL_KEYS } from '../labels';
import type { FieldChange, TextDiffField, ValueDiffField } from './flowDiff';

/** Values up to this length are shown as "old → new"; longer ones only as "changed". */
export const SHORT_VALUE_LENGTH = 80;

// The inspector's own field names where it has them, so a change reads as the field is labelled.
const VALUE_LABEL_KEYS = {
  label: 'flows.editor.fields.label',
  slot: 'flows.editor.fields.slot',
  entity: 'flows.editor.fields.entity',
  retries: 'flows.editor.fields.retries',
  rules: 'flows.editor.fields.rules',
  value: 'flows.editor.fields.value',
  integration: 'flows.editor.fields.integration',
  method: 'flows.editor.fields.method',
  path: 'flows.editor.fields.path',
  body: 'flows.editor.fields.body',
  timeoutMs: 'flows.editor.fields.timeoutMs',
  responseMapping: 'flows.apiCall.mappings',
  dtmfOptions: 'flows.dtmf.title',
  noAnswerBranch: 'flows.editor.fields.noAnswerBranch',
  buttons: 'flows.buttons.title',
  card: 'flows.card.show',
  target: 'flows.editor.fields.target',
  flowId: 'flows.editor.fields.flow',
  inputs: 'flows.diff.fields.inputs',
  outputs: 'flows.diff.fields.outputs',
  outcome: 'flows.editor.fields.outcome',
} as const satisfies Record<ValueDiffField, string>;

const TEXT_LABEL_KEYS = {
  texts: 'flows.editor.fields.text',
  prompts: 'flows.editor.fields.prompt',
  noInputPrompts: 'flows.editor.fields.noInput',
  noMatchPrompts: 'flows.editor.fields.noMatch',
} as const satisfies Record<TextDiffField, string>;

export interface DiffTextContext {
  t: TFunction;
  format: Format;
  text: NodeText;
  /** A subflow's name, or its id while the names are not known. */
  flowName: (id: string) => string;
}

/** A step as a change list names it: its label with its type, or its type alone. */
export function nodeName(node: FlowNode, { t, text }: Pick<DiffTextContext, 't' | 'text'>) {
  const type = t(NODE_TYPE_LABEL_KEYS[node.type]);
  const name = text.title(node);
  return name === type ? type : t('flows.diff.node', { name, type });
}

/** The changed field's name, with its language for a text. */
export function fieldName(change: FieldChange, t: TFunction): string {
  if (change.field === 'type') return t('flows.diff.fields.type');
  if ('language' in change) {
    return t(TEXT_LABEL_KEYS[change.field], {
      language: t(LANGUAGE_LABEL_KEYS[change.language]),
    });
  }
  return t(VALUE_LABEL_KEYS[change.field]);
}

const pairs = (map: Record<string, string | undefined>) =>
  Object.entries(map).flatMap(([key, value]) => (value ? [`${key} = ${value}`] : []));

/**
 * One side of a change as text, in the person's language; undefined where the field is not set.
 * `node` is the step on that side (rules are named as its outputs are).
 */
export function fieldValue(
  change: FieldChange,
  side: 'before' | 'after',
  node: FlowNode,
  { t, format, text, flowName }: DiffTextContext,
): string | undefined {
  const list = (items: string[]) => (items.length > 0 ? format.list(items) : undefined);
  switch (change.field) {
    case 'type':
      return t(NODE_TYPE_LABEL_KEYS[change[side]]);
    case 'retries':
    case 'timeoutMs': {
      const value = change[side];
      return value === undefined ? undefined : format.number(value);
    }
    case 'rules':
      return list((change[side] ?? []).map((rule) => text.outputLabel(node, rule.id)));
    case 'inputs':
    case 'outputs':
      return list(pairs(change[side] ?? {}));
    case 'responseMapping':
      return list((change[side] ?? []).map(({ path, slot }) => `${path} → ${slot}`));
    case 'dtmfOptions':
      return list((change[side] ?? []).map(({ digit, value }) => `${digit} = ${value}`));
    case 'noAnswerBranch':
      return change[side] ? t('flows.diff.on') : undefined;
    case 'buttons':
      return list(
        (change[side] ?? []).map(({ labels, value }) => `${text.label(labels) || '…'} = ${value}`),
      );
    case 'card': {
      const card = change[side];
      return card && `${text.label(card.titles) || '…'} (${card.imageUrl})`;
    }
    case 'flowId': {
      const id = change[side];
      return id ? flowName(id) : undefined;
    }
    case 'outcome': {
      const outcome = change[side];
      return outcome ? t(FLOW_OUTCOME_LABEL_KEYS[outcome]) : undefined;
    }
    default:
      return change[side]?.trim() || undefined;
  }
}

/** "Slot: none → reset_channel", or "Text in German: changed" when a side is long. */
export function changeLine(
  change: FieldChange,
  before: FlowNode,
  after: FlowNode,
  context: DiffTextContext,
) {
  const { t } = context;
  const field = fieldName(change, t);
  const old = fieldValue(change, 'before', before, context);
  const current = fieldValue(change, 'after', after, context);
  const long = [old, current].some((value) => (value?.length ?? 0) > SHORT_VALUE_LENGTH);
  if (long) return t('flows.diff.changedLong', { field });
  return t('flows.diff.change', {
    field,
    before: old ?? t('flows.diff.none'),
    after: current ?? t('flows.diff.none'),
  });
}

/** A connection as the canvas names it: from which step's output to which step. */
export function connectionName(
  edge: FlowEdge,
  nodes: ReadonlyMap<string, FlowNode>,
  context: Pick<DiffTextContext, 't' | 'text'>,
) {
  const source = nodes.get(edge.source);
  const target = nodes.get(edge.target);
  return context.t('flows.canvas.edgeLabel', {
    from: source ? context.text.title(source) : edge.source,
    output: source
      ? context.text.outputLabel(source, edge.sourceHandle)
      : (edge.sourceHandle ?? context.t('flows.outputs.next')),
    to: target ? context.text.title(target) : edge.target,
  });
}
