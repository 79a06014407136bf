import type { FlowNode, Language } from '../../../lib/api-client/schema';
import { TEXT_FIELDS } from './nodeOutputs';

/** The settings of a step that hold a text per language. */
export const TEXT_GROUPS = ['texts', 'prompts', 'noInputPrompts', 'noMatchPrompts'] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

/** Which groups each kind of step has. */
const GROUPS_OF: Partial<Record<FlowNode['type'], readonly TextGroup[]>> = {
  say: ['texts'],
  ask: ['prompts', 'noInputPrompts', 'noMatchPrompts'],
};

/** One text of a flow in every language: a step's group, e.g. the prompts of an Ask. */
export interface FlowTextRow {
  /** `<step id>.<group>`: what an exported file names the text by. */
  id: string;
  node: FlowNode;
  group: TextGroup;
  /** Due in every language of the flow (a Say's text, an Ask's prompt); reprompts are optional. */
  required: boolean;
  texts: Partial<Record<Language, string>>;
}

/** One text to set: a group of a step in one language. */
export interface TextChange {
  nodeId: string;
  group: TextGroup;
  language: Language;
  text: string;
}

export const textRowId = (nodeId: string, group: TextGroup) => `${nodeId}.${group}`;

/** Every text of the flow, in the order of its steps: the required ones, and reprompts with any text. */
export function flowTextRows(nodes: readonly FlowNode[]): FlowTextRow[] {
  return nodes.flatMap((node) =>
    (GROUPS_OF[node.type] ?? []).flatMap((group) => {
      const texts = node.data[group] ?? {};
      const required = (TEXT_FIELDS[node.type] ?? []).includes(group as 'texts' | 'prompts');
      const written = Object.values(texts).some((text) => text?.trim());
      return required || written
        ? [{ id: textRowId(node.id, group), node, group, required, texts }]
        : [];
    }),
  );
}

/** Whether a row lacks its text in a language: blank counts as missing. */
export const isMissing = (row: FlowTextRow, language: Language) => !row.texts[language]?.trim();

/** The rows as a translator works through them: the missing ones first, else in step order. */
export function rowsForTranslation(rows: readonly FlowTextRow[], into: Language): FlowTextRow[] {
  return [...rows].sort((a, b) => Number(isMissing(b, into)) - Number(isMissing(a, into)));
}

/** The steps with the changes in: each change replaces one language's text of one group. */
export function withTexts<G extends { nodes: FlowNode[] }>(
  graph: G,
  changes: readonly TextChange[],
): G {
  if (changes.length === 0) return graph;
  const byNode = new Map<string, TextChange[]>();
  for (const change of changes)
    byNode.set(change.nodeId, [...(byNode.get(change.nodeId) ?? []), change]);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const mine = byNode.get(node.id);
      if (!mine) return node;
      const data = { ...node.data };
      for (const { group, language, text } of mine)
        data[group] = { ...data[group], [language]: text };
      return { ...node, data };
    }),
  };
}
