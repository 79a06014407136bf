import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import {
  CHANNEL_VALUES,
  FLOW_TEST_EXPECTATION_LIMITS,
  FLOW_TEST_FIELDS_LIMITS,
  FLOW_TEST_REPLY_LIMITS,
  FLOW_TEST_TAG_LIMITS,
  FLOW_TEST_TURN_LIMITS,
  LANGUAGE_VALUES,
  type Channel,
  type FlowTestFields,
  type FlowTestOrigin,
  type FlowTestReply,
  type FlowTestTurn,
  type FlowTestUpdate,
  type Language,
} from '../../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../../lib/forms/fieldErrorMessage';
import type { Versioned } from '../../../../lib/versioned-save';

/** The most tags a test carries (the contract's `maxItems`). */
export const MAX_TEST_TAGS = 10;
/** The most slots one expectation names (the contract's `maxProperties`). */
export const MAX_EXPECTED_SLOTS = 20;

/** The outcomes a test can expect; '' in the form: the end is not checked. */
export const TEST_OUTCOMES = ['contained', 'abandoned', 'handover', 'error'] as const;

/**
 * One turn as the form holds it. Each check has its switch; a check turned off keeps what it
 * held, so turning it on again brings it back (null is sent only for the off state).
 */
export interface TurnValues {
  /** Null for the bot's opening (turn 0); empty for silence. */
  said: string | null;
  /** The steps are not edited here: they come from the conversation, in order. */
  steps: { on: boolean; ids: string[] };
  reply: { on: boolean; text: string; match: FlowTestReply['match'] };
  intent: { on: boolean; text: string };
  /**
   * `key=value`, one a line, as typed: a plain text, so a value with spaces can be typed (a
   * lines field trims each line as it changes).
   */
  slots: { on: boolean; text: string };
}

export interface FlowTestValues {
  name: string;
  tags: string[];
  enabled: boolean;
  /** '' when the end is not checked. */
  outcome: string;
  turns: TurnValues[];
  // Shown but not edited: kept so that a save sends them back as they are.
  flowId: string;
  language: Language;
  channel: Channel;
  startSlots: Record<string, string>;
  startNodeId: string | null;
  origin: FlowTestOrigin | null;
}

/** A test's name as the server compares it: trimmed. */
const nameRule = z.string().check(
  z.refine((name) => name.trim() !== '', 'required'),
  z.refine((name) => name.trim().length <= FLOW_TEST_FIELDS_LIMITS.name.maxLength, 'too_long'),
);

// An empty line (the one being started) is no tag: it is left out when sent.
const tagRule = z
  .string()
  .check(
    z.refine(
      (tag) =>
        tag === '' ||
        (tag.length <= FLOW_TEST_TAG_LIMITS.maxLength && FLOW_TEST_TAG_LIMITS.pattern.test(tag)),
      'test_tag',
    ),
  );

const tagsRule = z
  .array(tagRule)
  .check(
    z.refine((tags) => tags.filter((tag) => tag !== '').length <= MAX_TEST_TAGS, 'too_many_tags'),
  );

/** The name and tags of a test: the dialog that keeps a conversation as a test asks only these. */
export const nameAndTagsSchema = z.object({ name: nameRule, tags: tagsRule });
export type NameAndTagsValues = z.infer<typeof nameAndTagsSchema>;

/** A `key=value` line split at its first `=`; undefined when it is not one. */
export function slotLine(line: string): [string, string] | undefined {
  const at = line.indexOf('=');
  if (at <= 0) return undefined;
  const key = line.slice(0, at).trim();
  return key ? [key, line.slice(at + 1).trim()] : undefined;
}

const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The slots the lines name (a line that names none is left out). */
export const slotsOf = (text: string): Record<string, string> =>
  Object.fromEntries(
    linesOf(text)
      .map(slotLine)
      .filter((entry) => entry !== undefined),
  );

const textOf = (slots: Record<string, string | undefined>) =>
  Object.entries(slots)
    .map(([key, value]) => `${key}=${value ?? ''}`)
    .join('\n');

/** Why slot lines cannot be sent, or undefined when they can. */
export function slotLinesProblem(text: string): string | undefined {
  const filled = linesOf(text);
  if (filled.length === 0) return 'required';
  const entries = filled.map(slotLine);
  if (entries.some((entry) => entry === undefined)) return 'slot_line';
  const keys = entries.flatMap((entry) => (entry ? [entry[0]] : []));
  if (new Set(keys).size !== keys.length) return 'slot_twice';
  if (keys.length > MAX_EXPECTED_SLOTS) return 'too_many_slots';
  const tooLong = entries.some(
    (entry) => (entry?.[1].length ?? 0) > FLOW_TEST_EXPECTATION_LIMITS.slots.maxLength,
  );
  return tooLong ? 'slot_value_too_long' : undefined;
}

// A check's fields are checked only while it is on: one turned off is not sent.
const turnSchema = z.object({
  said: z.nullable(z.string().check(z.maxLength(FLOW_TEST_TURN_LIMITS.said.maxLength, 'too_long'))),
  steps: z.object({ on: z.boolean(), ids: z.array(z.string()) }),
  reply: z
    .object({ on: z.boolean(), text: z.string(), match: z.enum(['exact', 'contains']) })
    .check(
      z.refine((reply) => !reply.on || reply.text.trim() !== '', {
        message: 'required',
        path: ['text'],
      }),
      z.refine(
        (reply) => !reply.on || reply.text.trim().length <= FLOW_TEST_REPLY_LIMITS.text.maxLength,
        { message: 'too_long', path: ['text'] },
      ),
    ),
  intent: z.object({ on: z.boolean(), text: z.string() }).check(
    z.refine((intent) => !intent.on || intent.text.trim() !== '', {
      message: 'required',
      path: ['text'],
    }),
    z.refine(
      (intent) =>
        !intent.on || intent.text.trim().length <= FLOW_TEST_EXPECTATION_LIMITS.intent.maxLength,
      { message: 'too_long', path: ['text'] },
    ),
  ),
  slots: z.object({ on: z.boolean(), text: z.string() }).check(
    z.superRefine((slots, context) => {
      const problem = slots.on ? slotLinesProblem(slots.text) : undefined;
      if (problem) {
        context.issues.push({
          code: 'custom',
          input: slots.text,
          message: problem,
          path: ['text'],
        });
      }
    }),
  ),
});

/**
 * The editor's rules: the contract's limits (`FLOW_TEST_*_LIMITS`), checked before anything is
 * sent. Every part of the values is named, so a valid form keeps the parts it does not edit.
 */
export const flowTestFormSchema = z.object({
  name: nameRule,
  tags: tagsRule,
  enabled: z.boolean(),
  outcome: z.string().check(z.maxLength(FLOW_TEST_FIELDS_LIMITS.outcome.maxLength, 'too_long')),
  turns: z.array(turnSchema),
  flowId: z.string(),
  language: z.enum(LANGUAGE_VALUES),
  channel: z.enum(CHANNEL_VALUES),
  startSlots: z.record(z.string(), z.string()),
  startNodeId: z.nullable(z.string()),
  origin: z.nullable(z.object({ kind: z.enum(['conversation', 'simulator']), id: z.string() })),
});

const defined = (record: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  );

export function toTurnValues(turn: FlowTestTurn): TurnValues {
  const { steps, reply, intent, slots } = turn.expect;
  return {
    said: turn.said,
    steps: { on: steps !== null, ids: steps ?? [] },
    reply: { on: reply !== null, text: reply?.text ?? '', match: reply?.match ?? 'exact' },
    intent: { on: intent !== null, text: intent ?? '' },
    slots: { on: slots !== null, text: textOf(slots ?? {}) },
  };
}

/** The form's start from a server copy. */
export function toFormValues(test: FlowTestFields): FlowTestValues {
  return {
    name: test.name,
    tags: [...test.tags],
    enabled: test.enabled,
    outcome: test.outcome ?? '',
    turns: test.turns.map(toTurnValues),
    flowId: test.flowId,
    language: test.language,
    channel: test.channel,
    startSlots: defined(test.slots),
    startNodeId: test.startNodeId,
    origin: test.origin ?? null,
  };
}

/** A turn as it is sent: a check turned off is null. */
export function toTurn(values: TurnValues): FlowTestTurn {
  return {
    said: values.said,
    expect: {
      steps: values.steps.on ? [...values.steps.ids] : null,
      reply: values.reply.on ? { text: values.reply.text.trim(), match: values.reply.match } : null,
      intent: values.intent.on ? values.intent.text.trim() : null,
      slots: values.slots.on ? slotsOf(values.slots.text) : null,
    },
  };
}

/** The body's fields for the form's values. */
export function toFields(values: FlowTestValues): FlowTestFields {
  return {
    name: values.name.trim(),
    flowId: values.flowId,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    enabled: values.enabled,
    language: values.language,
    channel: values.channel,
    slots: { ...values.startSlots },
    startNodeId: values.startNodeId,
    turns: values.turns.map(toTurn),
    outcome: values.outcome === '' ? null : values.outcome,
    origin: values.origin,
  };
}

/**
 * What a conflict compares: each field of the test as it is sent; the turns as a whole (the
 * editor changes their checks, not their number or order).
 */
export type FlatTest = Versioned & FlowTestFields;

export const toFlat = (values: FlowTestValues, version: number): FlatTest => ({
  ...toFields(values),
  version,
});

export const toUpdate = ({ version, ...fields }: FlatTest): FlowTestUpdate => ({
  ...fields,
  // Only the contract's fields go out (a flat copy of a record may carry more).
  version,
});

/** A server field error's path (`turns.2.expect.reply.text`) as the form's own; undefined: none. */
export function formPathOf(serverPath: string): string | undefined {
  if (serverPath === 'name' || serverPath === 'outcome' || serverPath === 'enabled') {
    return serverPath;
  }
  if (serverPath === 'tags' || /^tags\.\d+$/.test(serverPath)) return serverPath;
  const turn = /^turns\.(\d+)\.(said|expect\.(reply|intent|slots)(?:\..*)?)$/.exec(serverPath);
  if (!turn) return undefined;
  const [, index, part, check] = turn;
  if (part === 'said') return `turns.${index}.said`;
  if (check === 'reply') return `turns.${index}.reply.text`;
  if (check === 'intent') return `turns.${index}.intent.text`;
  return `turns.${index}.slots.text`;
}

/** The test forms' reasons: a tag's rule, the slot lines' rules; the rest as everywhere. */
export function testFieldErrorText(t: TFunction, reason: string): string {
  switch (reason) {
    case 'already_exists':
      return t('flows.test.errors.nameTaken');
    case 'test_tag':
      return t('flows.test.errors.tag', { max: FLOW_TEST_TAG_LIMITS.maxLength });
    case 'too_many_tags':
      return t('flows.test.errors.tooManyTags', { max: MAX_TEST_TAGS });
    case 'slot_line':
      return t('flows.test.errors.slotLine');
    case 'slot_twice':
      return t('flows.test.errors.slotTwice');
    case 'too_many_slots':
      return t('flows.test.errors.tooManySlots', { max: MAX_EXPECTED_SLOTS });
    case 'slot_value_too_long':
      return t('flows.test.errors.slotValueTooLong', {
        max: FLOW_TEST_EXPECTATION_LIMITS.slots.maxLength,
      });
    default:
      return fieldErrorMessage(t, reason);
  }
}
