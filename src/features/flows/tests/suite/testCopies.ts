import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import {
  FLOW_TEST_FIELDS_LIMITS,
  type FlowTest,
  type FlowTestInput,
} from '../../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../../lib/forms/fieldErrorMessage';

/** The contract's limit for a test's name. */
export const TEST_NAME_MAX_LENGTH = FLOW_TEST_FIELDS_LIMITS.name.maxLength;

/** What a test holds, without what the server keeps about it (id, bot, version, last change). */
export function testFieldsOf(test: FlowTest): FlowTestInput {
  return {
    name: test.name,
    flowId: test.flowId,
    tags: test.tags,
    enabled: test.enabled,
    language: test.language,
    channel: test.channel,
    slots: test.slots,
    startNodeId: test.startNodeId,
    turns: test.turns,
    outcome: test.outcome,
    ...(test.origin === undefined ? {} : { origin: test.origin }),
  };
}

/** The same name as the server compares it: trimmed, ignoring case. */
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether one of the bot's tests in `known` has the name (names are unique per bot). */
export const isTestNameTaken = (known: readonly Pick<FlowTest, 'name'>[], name: string) =>
  known.some((test) => sameName(test.name, name));

/**
 * The first name of "<name> (copy)", "<name> (copy 2)", … that the bot's tests do not have, so
 * the copy can be made at once.
 */
export function copyNameFor(
  t: TFunction,
  name: string,
  known: readonly Pick<FlowTest, 'name'>[],
): string {
  const first = t('flows.tests.duplicate.copyName', { name });
  if (!isTestNameTaken(known, first)) return first;
  for (let number = 2; ; number += 1) {
    const next = t('flows.tests.duplicate.copyNameNumbered', { name, number });
    if (!isTestNameTaken(known, next)) return next;
  }
}

/** A copy's name: filled in, within the limit, not taken by another of the bot's tests. */
export const copySchema = (known: () => readonly Pick<FlowTest, 'name'>[]) =>
  z.object({
    name: z.string().check(
      z.refine((name) => name.trim() !== '', 'required'),
      z.refine((name) => name.trim().length <= TEST_NAME_MAX_LENGTH, 'too_long'),
      z.refine((name) => !isTestNameTaken(known(), name), 'already_exists'),
    ),
  });

export type CopyValues = z.infer<ReturnType<typeof copySchema>>;

/** A taken name is taken in this bot; the other reasons as everywhere. */
export function testNameErrorText(t: TFunction, reason: string): string {
  return reason === 'already_exists'
    ? t('flows.tests.duplicate.nameTaken')
    : fieldErrorMessage(t, reason);
}
