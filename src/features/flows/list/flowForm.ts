import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import {
  FLOW_NAME_LIMITS,
  FLOW_TEMPLATE_VALUES,
  type FlowSummary,
} from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';

/** The contract's limit for a flow's name. */
export const FLOW_NAME_MAX_LENGTH = FLOW_NAME_LIMITS.maxLength;

/** The same name as the server compares it: trimmed, ignoring case. */
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a flow of the bot in `known` already has the name (names are unique per bot). */
export const isNameTaken = (known: readonly FlowSummary[], botId: string, name: string) =>
  known.some((flow) => flow.botId === botId && sameName(flow.name, name));

const nameRules = z.string().check(
  z.refine((name) => name.trim() !== '', 'required'),
  z.refine((name) => name.trim().length <= FLOW_NAME_MAX_LENGTH, 'too_long'),
);

/**
 * A new flow's name, bot and template. `known` is read when the form is checked (the flows the
 * screen has seen), so a name taken on the same bot is refused before anything is sent.
 */
export const newFlowSchema = (known: () => readonly FlowSummary[]) =>
  z
    .object({
      name: nameRules,
      botId: z.string().check(z.minLength(1, 'required')),
      template: z.enum(FLOW_TEMPLATE_VALUES),
    })
    .check(
      z.refine((values) => !isNameTaken(known(), values.botId, values.name), {
        message: 'already_exists',
        path: ['name'],
      }),
    );

export type NewFlowValues = z.infer<ReturnType<typeof newFlowSchema>>;

/** A copy's name: not taken on the bot of the flow copied. */
export const copySchema = (botId: string, known: () => readonly FlowSummary[]) =>
  z.object({
    name: nameRules.check(z.refine((name) => !isNameTaken(known(), botId, name), 'already_exists')),
  });

export type CopyValues = z.infer<ReturnType<typeof copySchema>>;

/** The flow forms' reasons: a taken name is taken on this bot; the rest as everywhere. */
export function flowFieldErrorText(t: TFunction, reason: string): string {
  return reason === 'already_exists'
    ? t('flows.list.form.nameTaken')
    : fieldErrorMessage(t, reason);
}
