import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  BotConfig,
  BotConfigSettings,
  PhoneNumberInput,
  PromotionRequest,
} from '../../../lib/api-client/schema';
import {
  BotConfigRevisionSchema,
  BotConfigSchema,
  PhoneNumberSchema,
} from '../../../lib/api-client/schemas/configuration';
import { configKeys, configQueries } from './configQueries';

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
    [configQueries.revisions(configId).queryKey, configQueries.list().queryKey].map((queryKey) =>
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
