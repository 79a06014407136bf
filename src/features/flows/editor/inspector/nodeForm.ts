import { z } from 'zod/mini';
import {
  FLOW_BUTTON_LIMITS,
  FLOW_CARD_LIMITS,
  FLOW_CONDITION_OPERATOR_VALUES,
  FLOW_CONDITION_RULE_LIMITS,
  FLOW_DTMF_OPTION_LIMITS,
  FLOW_HTTP_METHOD_VALUES,
  FLOW_NODE_DATA_LIMITS,
  FLOW_OUTCOME_VALUES,
  FLOW_RESPONSE_MAPPING_LIMITS,
  LANGUAGE_TEXTS_LIMITS,
  SLOT_NAME_LIMITS,
  type FlowNode,
  type FlowNodeData,
} from '../../../../lib/api-client/schema';
import { UNARY_OPERATORS } from '../../labels';
import { isMappingPath, TIMEOUT_MS } from '../../model/apiCall';
import { TEXT_GROUPS } from '../../model/flowTexts';

/** Slot names as the platform reads them in texts ({order_number}) and rules (the contract's). */
export const SLOT_NAME = SLOT_NAME_LIMITS.pattern;

const LIMITS = FLOW_NODE_DATA_LIMITS;

// A language whose field was never touched has no value yet (undefined), not an error.
const texts = z.record(
  z.string(),
  z.optional(z.string().check(z.maxLength(LANGUAGE_TEXTS_LIMITS.maxLength, 'too_long'))),
);

/** Only the languages with a text: an empty field is a missing text, listed as a problem. */
const filled = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
/** A label or title per language: short, and like texts, absent until typed. */
const shortTexts = (max: number) =>
  z.record(z.string(), z.optional(z.string().check(z.maxLength(max, 'too_long'))));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max, 'too_long')));

/**
 * The contract's limits for every setting (the texts' read from it, `…_LIMITS`), and what each
 * type needs to run. Texts missing in a language are not refused here: the problems panel lists
 * them, so a draft can be saved halfway.
 */
export const nodeFormSchema = (type: FlowNode['type']) =>
  z
    .object({
      label: optionalText(LIMITS.label.maxLength),
      texts: z.optional(texts),
      prompts: z.optional(texts),
      noInputPrompts: z.optional(texts),
      noMatchPrompts: z.optional(texts),
      slot: optionalText(LIMITS.slot.maxLength),
      entity: optionalText(LIMITS.entity.maxLength),
      noAnswerBranch: z.optional(z.boolean()),
      buttons: z.optional(
        z.array(
          z.object({
            id: z.string(),
            labels: shortTexts(FLOW_BUTTON_LIMITS.labels.maxLength),
            value: z.string().check(z.maxLength(FLOW_BUTTON_LIMITS.value.maxLength, 'too_long')),
            branch: z.optional(z.boolean()),
          }),
        ),
      ),
      card: z.optional(
        z.object({
          titles: shortTexts(FLOW_CARD_LIMITS.titles.maxLength),
          imageUrl: z.string().check(z.maxLength(FLOW_CARD_LIMITS.imageUrl.maxLength, 'too_long')),
        }),
      ),
      dtmfOptions: z.optional(
        z.array(
          z.object({
            digit: z
              .string()
              .check(z.maxLength(FLOW_DTMF_OPTION_LIMITS.digit.maxLength, 'too_long')),
            value: z
              .string()
              .check(z.maxLength(FLOW_DTMF_OPTION_LIMITS.value.maxLength, 'too_long')),
          }),
        ),
      ),
      retries: z.optional(
        z.number().check(z.int('invalid'), z.minimum(0, 'invalid'), z.maximum(5, 'invalid')),
      ),
      rules: z.optional(
        z.array(
          z.object({
            id: z.string(),
            slot: z
              .string()
              .check(z.maxLength(FLOW_CONDITION_RULE_LIMITS.slot.maxLength, 'too_long')),
            operator: z.enum(FLOW_CONDITION_OPERATOR_VALUES),
            value: z
              .string()
              .check(z.maxLength(FLOW_CONDITION_RULE_LIMITS.value.maxLength, 'too_long')),
            expression: optionalText(FLOW_CONDITION_RULE_LIMITS.expression.maxLength),
          }),
        ),
      ),
      value: optionalText(LIMITS.value.maxLength),
      integration: optionalText(LIMITS.integration.maxLength),
      method: z.optional(z.enum(FLOW_HTTP_METHOD_VALUES)),
      path: optionalText(LIMITS.path.maxLength),
      // Checked as it is typed and listed as a problem: a draft may hold a half-written body.
      body: optionalText(LIMITS.body.maxLength),
      responseMapping: z.optional(
        z.array(
          z.object({
            path: z
              .string()
              .check(z.maxLength(FLOW_RESPONSE_MAPPING_LIMITS.path.maxLength, 'too_long')),
            slot: z
              .string()
              .check(z.maxLength(FLOW_RESPONSE_MAPPING_LIMITS.slot.maxLength, 'too_long')),
          }),
        ),
      ),
      timeoutMs: z.optional(
        z
          .number()
          .check(
            z.int('invalid'),
            z.minimum(TIMEOUT_MS.min, 'invalid'),
            z.maximum(TIMEOUT_MS.max, 'invalid'),
          ),
      ),
      target: optionalText(LIMITS.target.maxLength),
      flowId: z.optional(z.string()),
      inputs: z.optional(z.record(z.string(), z.string())),
      outputs: z.optional(z.record(z.string(), z.string())),
      outcome: z.optional(z.enum(FLOW_OUTCOME_VALUES)),
    })
    .check((context) => {
      const data = context.value;
      const issue = (path: (string | number)[], message: string) =>
        context.issues.push({ code: 'custom', message, input: data, path });
      const slotName = (path: (string | number)[], slot: string | undefined) => {
        if (!slot?.trim()) issue(path, 'required');
        else if (!SLOT_NAME.test(slot.trim())) issue(path, 'invalid');
      };
      if (type === 'ask' || type === 'setSlot') slotName(['slot'], data.slot);
      if ((type === 'say' || type === 'ask') && data.card) {
        const address = data.card.imageUrl.trim();
        if (!address) issue(['card', 'imageUrl'], 'required');
        else if (!FLOW_CARD_LIMITS.imageUrl.pattern.test(address)) {
          issue(['card', 'imageUrl'], 'https_url');
        }
      }
      if (type === 'ask') {
        data.buttons?.forEach(({ value }, index) => {
          if (!value.trim()) issue(['buttons', index, 'value'], 'required');
        });
        const keys = new Set<string>();
        data.dtmfOptions?.forEach(({ digit, value }, index) => {
          if (!digit) issue(['dtmfOptions', index, 'digit'], 'required');
          else if (!FLOW_DTMF_OPTION_LIMITS.digit.pattern.test(digit)) {
            issue(['dtmfOptions', index, 'digit'], 'dtmf_key');
          } else if (keys.has(digit)) issue(['dtmfOptions', index, 'digit'], 'duplicate');
          keys.add(digit);
          if (!value.trim()) issue(['dtmfOptions', index, 'value'], 'required');
        });
      }
      if (type === 'condition') {
        data.rules?.forEach((rule, index) => {
          // An expression is checked as it is typed and listed as a problem: a draft may hold
          // a half-written one.
          if (rule.operator === 'expression') return;
          slotName(['rules', index, 'slot'], rule.slot);
          if (!UNARY_OPERATORS.includes(rule.operator) && !rule.value.trim()) {
            issue(['rules', index, 'value'], 'required');
          }
        });
      }
      if (type === 'apiCall') {
        if (!data.path?.trim()) issue(['path'], 'required');
        else if (!data.path.startsWith('/')) issue(['path'], 'invalid');
        data.responseMapping?.forEach((mapping, index) => {
          const path = mapping.path.trim();
          if (!path) issue(['responseMapping', index, 'path'], 'required');
          else if (!isMappingPath(path)) issue(['responseMapping', index, 'path'], 'invalid');
          slotName(['responseMapping', index, 'slot'], mapping.slot);
        });
      }
      if (type === 'handover' && !data.target?.trim()) issue(['target'], 'required');
      if (type === 'subflow' && !data.flowId) issue(['flowId'], 'required');
    });

/** The settings as saved: trimmed names, no empty label, body or mapping list. */
export function toNodeData(values: FlowNodeData): FlowNodeData {
  const {
    label,
    slot,
    body,
    responseMapping,
    dtmfOptions,
    buttons,
    card,
    noAnswerBranch,
    ...others
  } = values;
  const rest: FlowNodeData = { ...others };
  for (const group of TEXT_GROUPS) delete rest[group];
  // A group without any text is left out, as the stored step has it (a field registered but
  // never typed in must not count as a change).
  const texts = Object.fromEntries(
    TEXT_GROUPS.flatMap((group) => {
      const kept = values[group] ? filled(values[group]) : {};
      return Object.keys(kept).length > 0 ? [[group, kept]] : [];
    }),
  );
  return {
    ...rest,
    ...texts,
    ...(label?.trim() ? { label: label.trim() } : {}),
    ...(slot !== undefined ? { slot: slot.trim() } : {}),
    ...(values.rules
      ? { rules: values.rules.map((rule) => ({ ...rule, slot: rule.slot.trim() })) }
      : {}),
    ...(body?.trim() ? { body } : {}),
    ...(noAnswerBranch ? { noAnswerBranch } : {}),
    ...(buttons?.length
      ? {
          buttons: buttons.map(({ id, labels, value, branch }) => ({
            id,
            labels: filled(labels),
            value: value.trim(),
            ...(branch ? { branch } : {}),
          })),
        }
      : {}),
    ...(card ? { card: { titles: filled(card.titles), imageUrl: card.imageUrl.trim() } } : {}),
    ...(dtmfOptions?.length
      ? { dtmfOptions: dtmfOptions.map(({ digit, value }) => ({ digit, value: value.trim() })) }
      : {}),
    ...(responseMapping?.length
      ? {
          responseMapping: responseMapping.map((mapping) => ({
            path: mapping.path.trim(),
            slot: mapping.slot.trim(),
          })),
        }
      : {}),
  };
}
