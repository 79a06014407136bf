import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Webhook, WebhookInput } from '../../../lib/api-client/schema';
import {
  SecretRotationSchema,
  WebhookCreatedSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookListSchema,
  WebhookSchema,
} from '../../../lib/api-client/schemas/tech';

/** `webhooks/{id}/…`, typed as the contract path it is. */
const path = <Rest extends string>(id: string, rest: Rest) =>
  `webhooks/${encodeURIComponent(id)}/${rest}` as const;

export const webhookKeys = {
  all: ['tech', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

export const webhookQueries = {
  list: () =>
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: () => validated('webhooks', WebhookListSchema, apiClient.get('webhooks')),
    }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(id),
      queryFn: () =>
        validated(
          path(id, 'deliveries'),
          WebhookDeliveryListSchema,
          apiClient.get(path(id, 'deliveries')),
        ),
    }),
};

/** Every webhook change refreshes the list and the deliveries (a test adds one). */
function useWebhookMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Answers may carry a secret shown once: the cache forgets them as soon as nobody watches.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: WebhookInput) =>
    validated('webhooks', WebhookCreatedSchema, apiClient.post('webhooks', input)),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...update }: Webhook) =>
    validated(
      `webhooks/${id}`,
      WebhookSchema,
      apiClient.put('webhooks', id, {
        url: update.url,
        events: update.events,
        enabled: update.enabled,
        version: update.version,
      }),
    ),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => apiClient.delete('webhooks', id));

export const useTestWebhook = () =>
  useWebhookMutation((id: string) =>
    validated(path(id, 'tests'), WebhookDeliverySchema, apiClient.post(path(id, 'tests'))),
  );

export const useRedeliver = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    validated(
      path(id, 'redeliveries'),
      WebhookDeliverySchema,
      apiClient.post(path(id, 'redeliveries'), { deliveryId }),
    ),
  );

export const useRotateSecret = () =>
  useWebhookMutation((id: string) =>
    validated(
      path(id, 'secret-rotations'),
      SecretRotationSchema,
      apiClient.post(path(id, 'secret-rotations')),
    ),
  );
