import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  FLOW_HTTP_METHOD_VALUES,
  type ApiCallTrial,
  type FlowResponseMapping,
} from '../../lib/api-client/schema';
import { ApiCallTrialRequestBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { checkBody, invalidMappings, isTimeoutMs } from '../../features/flows/model/apiCall';
import { callIntegration, mapAnswer } from '../data/integrationCalls';
import { limitErrors } from './contractLimits';
import { may } from './may';
import {
  API,
  forbidden,
  hasErrors,
  jsonObject,
  validationFailed,
  type FieldErrors,
} from './respond';
import { slotsOf } from './simulator';

/** The contract's most slot values per try. */
const MAX_SLOTS = 50;

const isMethod = isOneOf(FLOW_HTTP_METHOD_VALUES);
const isText = (value: unknown): value is string => typeof value === 'string';

/** "Try this call": an API call step's request made once, with the slot values given. */
export function apiCallTrialHandlers() {
  return [
    http.post(`${API}/simulator/api-calls`, async ({ request }) => {
      // The integration receives a real request: only those who may edit flows may send one.
      if (!may('flows.edit')) return forbidden();
      const body = (await jsonObject(request)) ?? {};
      const errors: FieldErrors = limitErrors(ApiCallTrialRequestBodySchema, body);
      const { integration, method, path, timeoutMs, slots } = body;
      const template = body.body;
      if (!isText(integration) || !integration.trim()) errors.integration ??= 'required';
      if (!isMethod(method)) errors.method = method === undefined ? 'required' : 'unknown_value';
      if (!isText(path) || !path) errors.path ??= 'required';
      else if (!path.startsWith('/')) errors.path ??= 'invalid';
      if (!isTimeoutMs(timeoutMs)) {
        errors.timeoutMs = timeoutMs === undefined ? 'required' : 'invalid';
      }
      if (template !== undefined && (!isText(template) || checkBody(template))) {
        errors.body ??= 'invalid';
      }
      const mappings = mappingsOf(body.responseMapping, errors);
      const values = slotsOf(slots, errors);
      if (Object.keys(values).length > MAX_SLOTS) errors.slots ??= 'too_long';
      if (
        hasErrors(errors) ||
        !isText(integration) ||
        !isMethod(method) ||
        !isText(path) ||
        !isTimeoutMs(timeoutMs)
      ) {
        return validationFailed(errors);
      }
      const call = {
        integration,
        method,
        path,
        timeoutMs,
        ...(isText(template) ? { body: template } : {}),
      };
      const answer = callIntegration(call, values);
      return HttpResponse.json<ApiCallTrial>({
        outcome: answer.outcome,
        status: answer.status,
        durationMs: answer.durationMs,
        url: answer.url,
        requestBody: answer.requestBody,
        response: answer.answer === undefined ? null : JSON.stringify(answer.answer),
        mapped: answer.outcome === 'success' ? mapAnswer(answer.answer, mappings) : [],
      });
    }),
  ];
}

function mappingsOf(raw: unknown, errors: FieldErrors): FlowResponseMapping[] {
  if (raw === undefined) return [];
  const valid =
    Array.isArray(raw) &&
    raw.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        isText((item as Record<string, unknown>).path) &&
        isText((item as Record<string, unknown>).slot),
    );
  if (!valid) {
    errors.responseMapping ??= 'invalid';
    return [];
  }
  const mappings = raw as FlowResponseMapping[];
  for (const index of invalidMappings(mappings)) errors[`responseMapping.${index}`] ??= 'invalid';
  return mappings;
}
