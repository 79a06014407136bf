import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import {
  FLOW_TEST_SOURCE_VALUES,
  type FlowTestRunStart,
  type FlowTestSource,
} from '../../../../lib/api-client/schema';
import { errorBodyOf, fieldErrorsOf } from '../../../../lib/api-client/apiErrors';
import { fieldErrorMessage } from '../../../../lib/forms/fieldErrorMessage';

/** A flow's past version is chosen by flow and number; '' while none is chosen. */
export const runFormSchema = z
  .object({
    source: z.enum(FLOW_TEST_SOURCE_VALUES),
    flowId: z.string(),
    versionNumber: z.string(),
    /** '' for the active model. */
    modelId: z.string(),
  })
  .check(
    z.refine((values) => values.source !== 'version' || values.flowId !== '', {
      message: 'required',
      path: ['flowId'],
    }),
    z.refine((values) => values.source !== 'version' || values.versionNumber !== '', {
      message: 'required',
      path: ['versionNumber'],
    }),
  );

export type RunFormValues = z.infer<typeof runFormSchema>;

export const RUN_FORM_DEFAULTS: RunFormValues = {
  source: 'draft',
  flowId: '',
  versionNumber: '',
  modelId: '',
};

/** What POST /flow-test-runs gets for the form: a flow and version only with `version`. */
export function toRunStart(botId: string, tag: string, values: RunFormValues): FlowTestRunStart {
  return {
    botId,
    ...(tag ? { tag } : {}),
    source: values.source,
    ...(values.source === 'version'
      ? { flowId: values.flowId, versionNumber: Number(values.versionNumber) }
      : {}),
    ...(values.modelId ? { modelId: values.modelId } : {}),
  };
}

/** Why the server would not start a run, as far as the person can act on it. */
export type RunRefusal = 'noPublishedVersion' | 'noSuchVersion' | 'noTests';

export const RUN_REFUSAL_KEYS = {
  noPublishedVersion: 'flows.tests.run.refused.noPublishedVersion',
  noSuchVersion: 'flows.tests.run.refused.noSuchVersion',
  noTests: 'flows.tests.run.refused.noTests',
} as const satisfies Record<RunRefusal, string>;

/** The contract's codes, sent as the answer's code or as a field's reason. */
const hasCode = (error: unknown, code: string) =>
  errorBodyOf(error)?.code === code || Object.values(fieldErrorsOf(error)).includes(code);

/** A 400 the contract names (`no_published_version`, `no_tests`); undefined for any other. */
export function runRefusalOf(error: unknown, source: FlowTestSource): RunRefusal | undefined {
  if (hasCode(error, 'no_tests')) return 'noTests';
  if (hasCode(error, 'no_published_version')) {
    return source === 'version' ? 'noSuchVersion' : 'noPublishedVersion';
  }
  return undefined;
}

/** A model the server does not know (any more) is said as such; the rest as everywhere. */
export function runFieldErrorText(t: TFunction, reason: string, field: string): string {
  if (field === 'modelId' && reason === 'unknown_value') return t('flows.tests.run.unknownModel');
  return fieldErrorMessage(t, reason);
}
