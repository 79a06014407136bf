import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  WEBHOOK_EVENT_VALUES,
  type SecretRotation,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookInput,
  type WebhookList,
} from '../../lib/api-client/schema';
import { publicHttpsUrlProblem } from '../../lib/net/publicHttpsUrl';
import { currentUser, iso, mockDb } from '../data';
import { maskSecret, tokenText, type StoredWebhook } from '../data/tech';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  jsonObject,
  notFound,
  validationFailed,
  withoutSecret,
  type FieldErrors,
} from './respond';

const isEvent = isOneOf(WEBHOOK_EVENT_VALUES);

const publicView = (stored: StoredWebhook) => withoutSecret(stored, 'secretValue');

function validateWebhook(
  body: Record<string, unknown> | undefined,
): { errors: FieldErrors } | { input: WebhookInput } {
  const errors: FieldErrors = {};
  const url = typeof body?.url === 'string' ? body.url.trim() : '';
  const urlProblem = publicHttpsUrlProblem(url);
  if (urlProblem) errors.url = urlProblem;
  else if (url.length > 2000) errors.url = 'too_long';
  const events = body?.events;
  if (!Array.isArray(events) || events.length === 0) errors.events = 'required';
  else if (!events.every(isEvent)) errors.events = 'unknown_value';
  if (typeof body?.enabled !== 'boolean') errors.enabled = 'invalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      url,
      events: [...new Set(events as WebhookInput['events'])],
      enabled: body!.enabled as boolean,
    },
  };
}

const nextId = (prefix: string) => `${prefix}-${mockDb().nextTechNumber++}`;
const newSecret = () => `whsec_${tokenText(Date.now() ^ mockDb().nextTechNumber, 32)}`;

/** The mock "sends" to hosts under `fail.example.com` unsuccessfully, to everything else fine. */
function deliver(webhook: StoredWebhook, event: string, redeliveryOf: string | null) {
  const failing = new URL(webhook.url).hostname.endsWith('fail.example.com');
  const delivery: WebhookDelivery = {
    id: nextId('dlv'),
    webhookId: webhook.id,
    event,
    at: iso(Date.now()),
    status: failing ? 'failed' : 'succeeded',
    attempts: failing ? 3 : 1,
    durationMs: failing ? 10_000 : 140,
    responseCode: failing ? 503 : 200,
    redeliveryOf,
  };
  const deliveries = (mockDb().webhookDeliveries[webhook.id] ??= []);
  deliveries.unshift(delivery);
  return delivery;
}

export function webhooksHandlers() {
  const find = (id: string) => mockDb().webhooks.find((webhook) => webhook.id === id);
  return [
    http.get(`${API}/webhooks`, () => {
      if (!may('tech.read')) return forbidden();
      return HttpResponse.json<WebhookList>({ items: mockDb().webhooks.map(publicView) });
    }),

    http.post(`${API}/webhooks`, async ({ request }) => {
      if (!may('integrations.manage')) return forbidden();
      const result = validateWebhook(await jsonObject(request));
      if ('errors' in result) return validationFailed(result.errors);
      const secretValue = newSecret();
      const now = iso(Date.now());
      const webhook: StoredWebhook = {
        id: nextId('wh'),
        ...result.input,
        secretValue,
        secret: maskSecret(secretValue),
        version: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: currentUser().name,
      };
      mockDb().webhooks.push(webhook);
      return HttpResponse.json<WebhookCreated>(
        { ...publicView(webhook), secretValue },
        { status: 201 },
      );
    }),

    http.put(`${API}/webhooks/:id`, async ({ params, request }) => {
      if (!may('integrations.manage')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      const body = await jsonObject(request);
      const result = validateWebhook(body);
      if ('errors' in result) return validationFailed(result.errors);
      if (typeof body?.version !== 'number') return validationFailed({ version: 'required' });
      if (body.version !== webhook.version) return conflict('The webhook', publicView(webhook));
      Object.assign(webhook, result.input, {
        version: webhook.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json<Webhook>(publicView(webhook));
    }),

    http.delete(`${API}/webhooks/:id`, ({ params }) => {
      if (!may('integrations.manage')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      mockDb().webhooks = mockDb().webhooks.filter((candidate) => candidate !== webhook);
      delete mockDb().webhookDeliveries[webhook.id];
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(`${API}/webhooks/:id/tests`, ({ params }) => {
      if (!may('integrations.manage')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      return HttpResponse.json<WebhookDelivery>(deliver(webhook, 'webhook.test', null), {
        status: 201,
      });
    }),

    http.get(`${API}/webhooks/:id/deliveries`, ({ params }) => {
      if (!may('tech.read')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      return HttpResponse.json<WebhookDeliveryList>({
        items: mockDb().webhookDeliveries[webhook.id] ?? [],
      });
    }),

    http.post(`${API}/webhooks/:id/redeliveries`, async ({ params, request }) => {
      if (!may('integrations.manage')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      const body = await jsonObject(request);
      const original = (mockDb().webhookDeliveries[webhook.id] ?? []).find(
        (delivery) => delivery.id === body?.deliveryId,
      );
      if (!original) return validationFailed({ deliveryId: 'unknown_value' });
      return HttpResponse.json<WebhookDelivery>(deliver(webhook, original.event, original.id), {
        status: 201,
      });
    }),

    http.post(`${API}/webhooks/:id/secret-rotations`, ({ params }) => {
      if (!may('integrations.manage')) return forbidden();
      const webhook = find(String(params.id));
      if (!webhook) return notFound('The webhook');
      webhook.secretValue = newSecret();
      webhook.secret = maskSecret(webhook.secretValue);
      return HttpResponse.json<SecretRotation>(
        { secretValue: webhook.secretValue, secret: webhook.secret },
        { status: 201 },
      );
    }),
  ];
}
