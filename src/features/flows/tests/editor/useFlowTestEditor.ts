import type { Path, UseFormSetError } from 'react-hook-form';
import { markBadRequestHandled } from '../../../../lib/api-client/apiClient';
import { fieldErrorsOf } from '../../../../lib/api-client/apiErrors';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { FlowTestSchema } from '../../../../lib/api-client/schemas/flows';
import { useFormEditSession, type FormEditAdapter } from '../../../../lib/edit-session';
import { formResolver } from '../../../../lib/forms/formResolver';
import { flowTestQueries, saveFlowTest } from '../../api/flowTests';
import {
  flowTestFormSchema,
  formPathOf,
  toFlat,
  toFormValues,
  toUpdate,
  type FlatTest,
  type FlowTestValues,
} from './testForm';

/**
 * Puts a refused save's field errors on the fields that show them (`turns.2.expect.reply.text`
 * at the reply of turn 3); a path no field shows (the flow, the start) is left to the message
 * above the form. Returns the form paths it set.
 */
function applyTestErrors(
  setError: UseFormSetError<FlowTestValues>,
  _values: FlowTestValues,
  error: unknown,
): string[] {
  const applied = Object.entries(fieldErrorsOf(error)).flatMap(([serverPath, reason]) => {
    const path = formPathOf(serverPath);
    return path ? [{ path, reason }] : [];
  });
  if (applied.length > 0) markBadRequestHandled(error);
  applied.forEach(({ path, reason }, index) =>
    setError(path as Path<FlowTestValues>, { message: reason }, { shouldFocus: index === 0 }),
  );
  return applied.map(({ path }) => path);
}

const adapter: FormEditAdapter<FlowTest, FlowTestValues, FlatTest> = {
  kind: 'flow-test',
  resolver: formResolver(flowTestFormSchema),
  toValues: toFormValues,
  toFlat,
  schema: FlowTestSchema,
  send: (id, flat) => saveFlowTest(id, toUpdate(flat)),
  detailKey: (id) => flowTestQueries.detail(id).queryKey,
  readFresh: (queryClient, id) =>
    queryClient.fetchQuery({ ...flowTestQueries.detail(id), staleTime: 0 }),
  applyErrors: applyTestErrors,
};

/** One test's form in the shared form edit session (explicit Save, versioned). */
export function useFlowTestEditor(
  loaded: FlowTest,
  options: Parameters<typeof useFormEditSession<FlowTest, FlowTestValues, FlatTest>>[2],
) {
  return useFormEditSession(loaded, adapter, options);
}
