import {
  FLOW_BUTTON_LIMITS,
  LANGUAGE_TEXTS_LIMITS,
  type FlowNode,
  type Language,
  type LanguageTexts,
} from '../../../lib/api-client/schema';
import { SPOKEN_FIELDS, TEXT_FIELDS } from './nodeOutputs';

/** The settings of a step that hold a text per language, as the step's form has them. */
export const TEXT_GROUPS = ['texts', 'prompts', 'noInputPrompts', 'noMatchPrompts'] as const;

/** Every kind of text a step has per language: its texts, a card's title, its buttons' labels. */
export type TextGroup = (typeof TEXT_GROUPS)[number] | 'cardTitle' | 'button';

/** The most characters a text of the group may have: labels and titles are short. */
export const textMaxLength = (group: TextGroup) =>
  group === 'cardTitle' || group === 'button'
    ? FLOW_BUTTON_LIMITS.labels.maxLength
    : LANGUAGE_TEXTS_LIMITS.maxLength;

/** Where a text of a step is: its group, and for a button which one (by id). */
export interface TextPlace {
  group: TextGroup;
  button?: string;
}

/** One text of a flow in every language: a step's group, e.g. the prompts of an Ask. */
export interface FlowTextRow extends TextPlace {
  /** `<step id>.<group>` (`<step id>.button.<button id>`): what an exported file names it by. */
  id: string;
  node: FlowNode;
  /** A button's place among the step's, from 1: how the person tells buttons apart. */
  number?: number;
  /** Due in every language of the flow (a Say's text, an Ask's prompt); reprompts are optional. */
  required: boolean;
  texts: Partial<Record<Language, string>>;
}

/** One text to set: a group of a step in one language. */
export interface TextChange extends TextPlace {
  nodeId: string;
  language: Language;
  text: string;
}

/** A row's place, as a change to it names it. */
export const placeOf = ({ group, button }: TextPlace): TextPlace =>
  button === undefined ? { group } : { group, button };

export const textRowId = (nodeId: string, { group, button }: TextPlace) =>
  button === undefined ? `${nodeId}.${group}` : `${nodeId}.${group}.${button}`;

/**
 * Every text of the flow, in the order of its steps: the required ones (a card's title and the
 * buttons' labels too), and reprompts with any text.
 */
export function flowTextRows(nodes: readonly FlowNode[]): FlowTextRow[] {
  return nodes.flatMap((node) => {
    const row = (
      place: TextPlace,
      required: boolean,
      texts: LanguageTexts = {},
      number?: number,
    ) => {
      const written = Object.values(texts).some((text) => text?.trim());
      return required || written
        ? [{ id: textRowId(node.id, place), node, ...place, number, required, texts }]
        : [];
    };
    return [
      ...(SPOKEN_FIELDS[node.type] ?? []).flatMap((group) =>
        row(
          { group },
          (TEXT_FIELDS[node.type] ?? []).includes(group as 'texts' | 'prompts'),
          node.data[group],
        ),
      ),
      ...(node.data.card && SPOKEN_FIELDS[node.type]
        ? row({ group: 'cardTitle' }, true, node.data.card.titles)
        : []),
      ...(node.type === 'ask'
        ? (node.data.buttons ?? []).flatMap((button, index) =>
            row({ group: 'button', button: button.id }, true, button.labels, index + 1),
          )
        : []),
    ];
  });
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
      for (const { group, button, language, text } of mine) {
        if (group === 'cardTitle') {
          if (data.card)
            data.card = { ...data.card, titles: { ...data.card.titles, [language]: text } };
        } else if (group === 'button') {
          data.buttons = data.buttons?.map((candidate) =>
            candidate.id === button
              ? { ...candidate, labels: { ...candidate.labels, [language]: text } }
              : candidate,
          );
        } else data[group] = { ...data[group], [language]: text };
      }
      return { ...node, data };
    }),
  };
}
