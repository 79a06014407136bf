import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  BotConfig,
  BotConfigList,
  BotConfigRevisionDetail,
  BotConfigSettings,
  PhoneNumberInput,
  PromotionRequest,
} from '../../../lib/api-client/schema';
import {
  BotConfigListSchema,
  BotConfigRevisionDetailSchema,
  BotConfigRevisionListSchema,
  BotConfigSchema,
  BotConfigRevisionSchema,
  PhoneNumberListSchema,
  PhoneNumberSchema,
} from '../../../lib/api-client/schemas/configuration';

const id = encodeURIComponent;

/**
 * The configuration area's reads, one queryOptions factory each, so pages, prefetching and
 * invalidation share one key per resource: invalidate `configKeys.all` after any change.
 */
export const configKeys = {
  all: ['bot-configs'] as const,
  list: () => [...configKeys.all, 'list'] as const,
  detail: (configId: string) => [...configKeys.all, 'detail', configId] as const,
  revisions: (configId: string) => [...configKeys.all, 'revisions', configId] as const,
  revision: (configId: string, revisionId: string) =>
    [...configKeys.revisions(configId), revisionId] as const,
  phoneNumbers: (configId: string) => [...configKeys.all, 'phone-numbers', configId] as const,
};

export const configQueries = {
  list: () =>
    queryOptions({
      queryKey: configKeys.list(),
      queryFn: (): Promise<BotConfigList> =>
        validated('bot-configs', BotConfigListSchema, apiClient.get('bot-configs')),
    }),
  detail: (configId: string) =>
    queryOptions({
      queryKey: configKeys.detail(configId),
      queryFn: (): Promise<BotConfig> => {
        const path = `bot-configs/${id(configId)}` as const;
        return validated(path, BotConfigSchema, apiClient.get(path));
      },
    }),
  revisions: (configId: string) =>
    queryOptions({
      queryKey: configKeys.revisions(configId),
      queryFn: () => {
        const path = `bot-configs/${id(configId)}/revisions` as const;
        return validated(path, BotConfigRevisionListSchema, apiClient.get(path));
      },
    }),
  revision: (configId: string, revisionId: string) =>
    queryOptions({
      queryKey: configKeys.revision(configId, revisionId),
      queryFn: (): Promise<BotConfigRevisionDetail> => {
        const path = `bot-configs/${id(configId)}/revisions/${id(revisionId)}` as const;
        return validated(path, BotConfigRevisionDetailSchema, apiClient.get(path));
      },
      // A revision never changes once written.
      staleTime: Infinity,
    }),
  phoneNumbers: (configId: string) =>
    queryOptions({
      queryKey: configKeys.phoneNumbers(configId),
      queryFn: () =>
        validated(
          'phone-numbers',
          PhoneNumberListSchema,
          apiClient.get('phone-numbers', { configId }),
        ),
    }),
};

/** PUT the whole draft with the version it was based on; a stale one rejects with a ConflictError. */
export function saveBotConfig(
  configId: string,
  settings: BotConfigSettings,
  version: number,
): Promise<BotConfig> {
  return validated(
    `bot-configs/${configId}`,
    BotConfigSchema,
    apiClient.put('bot-configs', configId, { ...settings, version }),
  );
}

/**
 * What a save of a configuration makes stale: its history (the save is a new revision) and the
 * list (version, status, last change). Its own copy is the save's answer, not refetched here.
 */
export function refreshAfterSave(queryClient: QueryClient, configId: string): Promise<void> {
  return Promise.all(
    [configKeys.revisions(configId), configKeys.list()].map((queryKey) =>
      // `exact`: a revision's own settings never change and stay cached.
      queryClient.invalidateQueries({ queryKey, exact: true }),
    ),
  ).then(() => undefined);
}

/** Every configuration mutation refreshes the area's reads once it is done. */
function useConfigMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.all }),
  });
}

export const useCreateBotConfig = () =>
  useConfigMutation((settings: BotConfigSettings) =>
    validated('bot-configs', BotConfigSchema, apiClient.post('bot-configs', settings)),
  );

export const useDeleteBotConfig = () =>
  useConfigMutation((config: BotConfig) => apiClient.delete('bot-configs', config.id));

export const usePromoteBotConfig = () =>
  useConfigMutation(({ configId, ...request }: PromotionRequest & { configId: string }) => {
    const path = `bot-configs/${encodeURIComponent(configId)}/promotions` as const;
    return validated(path, BotConfigRevisionSchema, apiClient.post(path, request));
  });

export const useCreatePhoneNumber = () =>
  useConfigMutation((input: PhoneNumberInput) =>
    validated('phone-numbers', PhoneNumberSchema, apiClient.post('phone-numbers', input)),
  );

export const useDeletePhoneNumber = () =>
  useConfigMutation((phoneNumberId: string) => apiClient.delete('phone-numbers', phoneNumberId));
