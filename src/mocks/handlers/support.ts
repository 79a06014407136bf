import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  SEVERITY_VALUES,
  type Severity,
  type SupportRequestCreated,
} from '../../lib/api-client/schema';
import { iso, mockDb } from '../data';
import { API, type FieldErrors, hasErrors, jsonObject, validationFailed } from './respond';

function lengthError(value: unknown, min: number, max: number): string | undefined {
  if (value === undefined || value === null || value === '') return 'required';
  if (typeof value !== 'string') return 'invalid';
  const length = value.trim().length;
  if (length < min) return 'too_short';
  if (length > max) return 'too_long';
  return undefined;
}

function validate(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const subject = lengthError(body.subject, 3, 120);
  const description = lengthError(body.description, 10, 5000);
  if (subject) errors.subject = subject;
  if (description) errors.description = description;
  if (body.severity === undefined) errors.severity = 'required';
  else if (!isOneOf(SEVERITY_VALUES)(body.severity)) errors.severity = 'unknown_value';
  const { diagnostics } = body;
  if (diagnostics !== undefined) {
    const valid =
      typeof diagnostics === 'object' &&
      diagnostics !== null &&
      !Array.isArray(diagnostics) &&
      Object.values(diagnostics).every((value) => typeof value === 'string');
    if (!valid) errors.diagnostics = 'invalid';
  }
  return errors;
}

export function supportHandlers() {
  return [
    http.post(`${API}/support/requests`, async ({ request }) => {
      const body = await jsonObject(request);
      if (!body) return validationFailed({}, 'The body must be a JSON object');
      const errors = validate(body);
      if (hasErrors(errors)) return validationFailed(errors);
      const db = mockDb();
      const created: SupportRequestCreated = {
        id: `SR-${String(1001 + db.supportRequests.length)}`,
        createdAt: iso(Date.now()),
      };
      db.supportRequests.push({
        ...created,
        subject: String(body.subject).trim(),
        description: String(body.description).trim(),
        severity: body.severity as Severity,
        diagnostics: body.diagnostics as Record<string, string> | undefined,
      });
      return HttpResponse.json(created, { status: 201 });
    }),
  ];
}
