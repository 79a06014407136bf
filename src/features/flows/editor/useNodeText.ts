import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode, Language, LanguageTexts } from '../../../lib/api-client/schema';
import {
  FIXED_OUTPUT_LABEL_KEYS,
  FLOW_OUTCOME_LABEL_KEYS,
  NODE_TYPE_LABEL_KEYS,
  OPERATOR_LABEL_KEYS,
  UNARY_OPERATORS,
} from '../labels';

const isFixedOutput = (handle: string): handle is keyof typeof FIXED_OUTPUT_LABEL_KEYS =>
  handle in FIXED_OUTPUT_LABEL_KEYS;

/**
 * How nodes read on the canvas, in lists and to screen readers: a title, a one-line summary in the
 * interface language (or the flow's first language when the flow lacks it) and output names.
 */
export function useNodeText(languages: readonly Language[]) {
  const { t, i18n } = useTranslation();
  const language = useMemo(
    () => languages.find((candidate) => candidate === i18n.language) ?? languages[0] ?? 'en-US',
    [languages, i18n.language],
  );
  const text = useCallback(
    (texts: LanguageTexts | undefined) =>
      texts?.[language]?.trim() || Object.values(texts ?? {}).find((value) => value?.trim()) || '',
    [language],
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
          return t('flows.summary.rules', { count: data.rules?.length ?? 0 });
        case 'setSlot':
          return data.slot ? `${data.slot} = ${data.value ?? ''}` : '';
        case 'apiCall':
          return `${data.method ?? 'GET'} ${data.path ?? ''}`.trim();
        case 'handover':
          return data.target ?? '';
        case 'subflow':
          return data.flowId ?? '';
        case 'end':
          return data.outcome ? t(FLOW_OUTCOME_LABEL_KEYS[data.outcome]) : '';
        default:
          return '';
      }
    },
    [t, text],
  );

  /** The name of an output: "else", "success", or a condition rule as "plan equals gold". */
  const outputLabel = useCallback(
    (node: FlowNode, handle: string | null): string => {
      if (handle === null) return t('flows.outputs.next');
      if (isFixedOutput(handle)) return t(FIXED_OUTPUT_LABEL_KEYS[handle]);
      const index = node.data.rules?.findIndex((rule) => rule.id === handle) ?? -1;
      const rule = node.data.rules?.[index];
      if (!rule) return handle;
      if (!rule.slot) return t('flows.outputs.rule', { number: index + 1 });
      const operator = t(OPERATOR_LABEL_KEYS[rule.operator]);
      return UNARY_OPERATORS.includes(rule.operator)
        ? `${rule.slot} ${operator}`
        : `${rule.slot} ${operator} ${rule.value}`;
    },
    [t],
  );

  return { language, title, summary, outputLabel };
}

export type NodeText = ReturnType<typeof useNodeText>;
