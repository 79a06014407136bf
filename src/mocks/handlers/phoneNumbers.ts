import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  PHONE_ENVIRONMENT_VALUES,
  type PhoneNumber,
  type PhoneNumberInput,
  type PhoneNumberList,
} from '../../lib/api-client/schema';
import { currentUser, iso, mockDb } from '../data';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  jsonObject,
  notFound,
  validationFailed,
  type FieldErrors,
} from './respond';

const E164 = /^\+[1-9]\d{6,14}$/;
const mayManage = () => may('config.manage');

function validatePhone(
  body: Record<string, unknown> | undefined,
  selfId?: string,
): { errors: FieldErrors } | { input: PhoneNumberInput } {
  const errors: FieldErrors = {};
  const text = (field: string) =>
    typeof body?.[field] === 'string' ? (body[field] as string) : undefined;
  const number = text('number');
  const provider = text('provider')?.trim();
  const label = text('label') ?? '';
  const configId = text('configId');
  const environment = body?.environment;
  if (!number) errors.number = 'required';
  else if (!E164.test(number)) errors.number = 'e164';
  else if (mockDb().phoneNumbers.some((phone) => phone.number === number && phone.id !== selfId)) {
    errors.number = 'already_exists';
  }
  if (!provider) errors.provider = 'required';
  else if (provider.length > 64) errors.provider = 'too_long';
  if (label.length > 64) errors.label = 'too_long';
  if (!isOneOf(PHONE_ENVIRONMENT_VALUES)(environment)) errors.environment = 'unknown_value';
  if (!mockDb().botConfigs.some((config) => config.id === configId))
    errors.configId = 'unknown_value';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      number: number!,
      provider: provider!,
      label: label.trim(),
      configId: configId!,
      environment: environment as PhoneNumber['environment'],
    },
  };
}

export function phoneNumbersHandlers() {
  return [
    http.get(`${API}/phone-numbers`, ({ request }) => {
      const configId = new URL(request.url).searchParams.get('configId');
      const items = mockDb().phoneNumbers.filter(
        (phone) => !configId || phone.configId === configId,
      );
      return HttpResponse.json<PhoneNumberList>({ items });
    }),

    http.post(`${API}/phone-numbers`, async ({ request }) => {
      if (!mayManage()) return forbidden();
      const db = mockDb();
      const result = validatePhone(await jsonObject(request));
      if ('errors' in result) return validationFailed(result.errors);
      db.nextConfigNumber += 1;
      const phone: PhoneNumber = {
        ...result.input,
        id: `phone-${db.nextConfigNumber}`,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.phoneNumbers.push(phone);
      return HttpResponse.json(phone, { status: 201 });
    }),

    http.put(`${API}/phone-numbers/:id`, async ({ request, params }) => {
      if (!mayManage()) return forbidden();
      const phone = mockDb().phoneNumbers.find((candidate) => candidate.id === params.id);
      if (!phone) return notFound(`Phone number ${String(params.id)}`);
      const body = await jsonObject(request);
      const version = body?.version;
      if (typeof version !== 'number') return validationFailed({ version: 'required' });
      if (version !== phone.version) return conflict(`Phone number ${phone.id}`, phone);
      const result = validatePhone(body, phone.id);
      if ('errors' in result) return validationFailed(result.errors);
      Object.assign(phone, result.input, {
        version: phone.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json(phone);
    }),

    http.delete(`${API}/phone-numbers/:id`, ({ params }) => {
      if (!mayManage()) return forbidden();
      const db = mockDb();
      const phone = db.phoneNumbers.find((candidate) => candidate.id === params.id);
      if (!phone) return notFound(`Phone number ${String(params.id)}`);
      db.phoneNumbers = db.phoneNumbers.filter((candidate) => candidate !== phone);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
