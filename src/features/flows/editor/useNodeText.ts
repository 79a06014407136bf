import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FlowConditionRule,
  FlowNode,
  Language,
  LanguageTexts,
} from '../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import {
  FIXED_OUTPUT_LABEL_KEYS,
  FLOW_OUTCOME_LABEL_KEYS,
  NODE_TYPE_LABEL_KEYS,
  RULE_TEXT_KEYS,
} from '../labels';
import type { SubflowLookup } from './useSubflowNames';

const isFixedOutput = (handle: string): handle is keyof typeof FIXED_OUTPUT_LABEL_KEYS =>
  handle in FIXED_OUTPUT_LABEL_KEYS;

export interface NodeTextOptions {
  /**
   * The language the person reads the steps' texts in (the editor's choice). A text missing in
   * it is said to be missing, not replaced by another language's.
   */
  contentLanguage?: Language;
  /** The names of the flows subflow steps call; without it a subflow step shows the flow's id. */
  subflow?: SubflowLookup;
}

/**
 * How nodes read on the canvas, in lists and to screen readers: a title, a one-line summary and
 * output names. Texts are in the content language when one is given; otherwise in the interface
 * language (or the flow's first language when the flow lacks it), else in any the step has.
 */
export function useNodeText(languages: readonly Language[], options: NodeTextOptions = {}) {
  const { t, i18n } = useTranslation();
  const { contentLanguage, subflow } = options;
  const language = useMemo(
    () =>
      contentLanguage ??
      languages.find((candidate) => candidate === i18n.language) ??
      languages[0] ??
      'en-US',
    [contentLanguage, languages, i18n.language],
  );
  const text = useCallback(
    (texts: LanguageTexts | undefined) => {
      const own = texts?.[language]?.trim();
      if (own) return own;
      if (contentLanguage) {
        return t('flows.summary.noText', { language: t(LANGUAGE_LABEL_KEYS[contentLanguage]) });
      }
      return Object.values(texts ?? {}).find((value) => value?.trim()) || '';
    },
    [language, contentLanguage, t],
  );

  /** A button's label in the language texts are read in, else in any it has. */
  const labelText = useCallback(
    (labels: LanguageTexts | undefined) =>
      labels?.[language]?.trim() || Object.values(labels ?? {}).find((value) => value?.trim()),
    [language],
  );

  /**
   * A rule in words: "plan equals gold", "plan is set", an expression as written; "Rule 2"
   * while it names no slot or has no expression yet.
   */
  const rule = useCallback(
    (value: FlowConditionRule, index: number) => {
      if (value.operator === 'expression') {
        const expression = value.expression?.trim();
        if (expression) return t(RULE_TEXT_KEYS.expression, { expression });
      } else if (value.slot) {
        return t(RULE_TEXT_KEYS[value.operator], { slot: value.slot, value: value.value });
      }
      return t('flows.outputs.rule', { number: index + 1 });
    },
    [t],
  );

  /** The called flow by name, or why there is none to show. */
  const subflowName = useCallback(
    (flowId: string | undefined) => {
      if (!subflow) return flowId ?? '';
      const target = subflow(flowId);
      return target.state === 'found' ? target.name : t(`flows.summary.subflow.${target.state}`);
    },
    [subflow, t],
  );

  const title = useCallback(
    (node: FlowNode) => node.data.label?.trim() || t(NODE_TYPE_LABEL_KEYS[node.type]),
    [t],
  );

  const summary = useCallback(
    (node: FlowNode): string => {
      const { data } = node;
      switch (node.type) {
        case 'say':
          return text(data.texts);
        case 'ask':
          return data.slot
            ? t('flows.summary.ask', { prompt: text(data.prompts), slot: data.slot })
            : text(data.prompts);
        case 'condition':
          // Every rule, in order: the canvas shows what fits, screen readers hear them all.
          return data.rules?.length
            ? data.rules.map(rule).join(' · ')
            : t('flows.summary.rules', { count: 0 });
        case 'setSlot':
          return data.slot ? `${data.slot} = ${data.value ?? ''}` : '';
        case 'apiCall':
          return `${data.method ?? 'GET'} ${data.path ?? ''}`.trim();
        case 'handover':
          return data.target ?? '';
        case 'subflow':
          return subflowName(data.flowId);
        case 'end':
          return data.outcome ? t(FLOW_OUTCOME_LABEL_KEYS[data.outcome]) : '';
        default:
          return '';
      }
    },
    [t, text, rule, subflowName],
  );

  /** The name of an output: "else", "success", or a condition rule as "plan equals gold". */
  const outputLabel = useCallback(
    (node: FlowNode, handle: string | null): string => {
      if (handle === null) return t('flows.outputs.next');
      if (isFixedOutput(handle)) return t(FIXED_OUTPUT_LABEL_KEYS[handle]);
      const button = node.data.buttons?.findIndex((candidate) => candidate.id === handle) ?? -1;
      if (button >= 0) {
        const label = labelText(node.data.buttons?.[button]?.labels);
        return label
          ? t('flows.outputs.button', { label })
          : t('flows.outputs.buttonNumber', { number: button + 1 });
      }
      const index = node.data.rules?.findIndex((candidate) => candidate.id === handle) ?? -1;
      const found = node.data.rules?.[index];
      return found ? rule(found, index) : handle;
    },
    [t, rule, labelText],
  );

  return { language, title, summary, outputLabel, label: labelText };
}

export type NodeText = ReturnType<typeof useNodeText>;
