import type {
  FlowConditionOperator,
  FlowExpressionFault,
  FlowNodeType,
  FlowOutcome,
  FlowProblemCode,
  FlowSsmlFault,
} from '../../lib/api-client/schema';

// The flow contract's codes, each mapped to its one translation key (checked against en-US.json).

export const NODE_TYPE_LABEL_KEYS = {
  start: 'flows.nodeTypes.start',
  say: 'flows.nodeTypes.say',
  ask: 'flows.nodeTypes.ask',
  condition: 'flows.nodeTypes.condition',
  setSlot: 'flows.nodeTypes.setSlot',
  apiCall: 'flows.nodeTypes.apiCall',
  handover: 'flows.nodeTypes.handover',
  subflow: 'flows.nodeTypes.subflow',
  end: 'flows.nodeTypes.end',
} as const satisfies Record<FlowNodeType, string>;

export const OPERATOR_LABEL_KEYS = {
  equals: 'flows.operators.equals',
  notEquals: 'flows.operators.notEquals',
  contains: 'flows.operators.contains',
  isSet: 'flows.operators.isSet',
  isEmpty: 'flows.operators.isEmpty',
  greaterThan: 'flows.operators.greaterThan',
  lessThan: 'flows.operators.lessThan',
  expression: 'flows.operators.expression',
} as const satisfies Record<FlowConditionOperator, string>;

/** A rule as a sentence ("plan equals gold"), worded as the operators read in the rule editor. */
export const RULE_TEXT_KEYS = {
  equals: 'flows.ruleText.equals',
  notEquals: 'flows.ruleText.notEquals',
  contains: 'flows.ruleText.contains',
  isSet: 'flows.ruleText.isSet',
  isEmpty: 'flows.ruleText.isEmpty',
  greaterThan: 'flows.ruleText.greaterThan',
  lessThan: 'flows.ruleText.lessThan',
  expression: 'flows.ruleText.expression',
} as const satisfies Record<FlowConditionOperator, string>;

/** Why an expression is refused, as the rule's field and the problems list say it. */
export const EXPRESSION_FAULT_KEYS = {
  required: 'flows.expression.faults.required',
  syntax: 'flows.expression.faults.syntax',
  unknown_slot: 'flows.expression.faults.unknown_slot',
  types: 'flows.expression.faults.types',
  not_boolean: 'flows.expression.faults.not_boolean',
} as const satisfies Record<FlowExpressionFault, string>;

export const FLOW_OUTCOME_LABEL_KEYS = {
  contained: 'common.outcome.contained',
  abandoned: 'common.outcome.abandoned',
} as const satisfies Record<FlowOutcome, string>;

export const FIXED_OUTPUT_LABEL_KEYS = {
  else: 'flows.outputs.else',
  success: 'flows.outputs.success',
  error: 'flows.outputs.error',
  timeout: 'flows.outputs.timeout',
  noAnswer: 'flows.outputs.noAnswer',
} as const;

export const PROBLEM_LABEL_KEYS = {
  no_start: 'flows.problems.no_start',
  several_starts: 'flows.problems.several_starts',
  unreachable: 'flows.problems.unreachable',
  unwired_output: 'flows.problems.unwired_output',
  dead_end: 'flows.problems.dead_end',
  undefined_slot: 'flows.problems.undefined_slot',
  subflow_cycle: 'flows.problems.subflow_cycle',
  missing_text: 'flows.problems.missing_text',
  unknown_subflow: 'flows.problems.unknown_subflow',
  invalid_expression: 'flows.problems.invalid_expression',
  invalid_body: 'flows.problems.invalid_body',
  invalid_mapping: 'flows.problems.invalid_mapping',
  invalid_ssml: 'flows.problems.invalid_ssml',
} as const satisfies Record<FlowProblemCode, string>;

/** Why a text's voice markup is refused, as its field and the problems list say it. */
export const SSML_FAULT_KEYS = {
  syntax: 'flows.ssml.faults.syntax',
  unknown_tag: 'flows.ssml.faults.unknown_tag',
  unknown_attribute: 'flows.ssml.faults.unknown_attribute',
  bad_value: 'flows.ssml.faults.bad_value',
  unclosed: 'flows.ssml.faults.unclosed',
  unexpected_close: 'flows.ssml.faults.unexpected_close',
} as const satisfies Record<FlowSsmlFault, string>;

/** Why an API call's body template is refused as it is typed. */
export const BODY_FAULT_KEYS = {
  syntax: 'flows.apiCall.bodyFaults.syntax',
  unknown_slot: 'flows.apiCall.bodyFaults.unknown_slot',
} as const;

/** Operators that compare with nothing: no value field. */
export const UNARY_OPERATORS: readonly FlowConditionOperator[] = ['isSet', 'isEmpty'];
