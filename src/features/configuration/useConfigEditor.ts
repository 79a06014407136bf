import type { BotConfig, BotConfigSettings } from '../../lib/api-client/schema';
import { BotConfigSchema } from '../../lib/api-client/schemas/configuration';
import { useFormEditSession, type FormEditAdapter } from '../../lib/edit-session';
import { formResolver } from '../../lib/forms/formResolver';
import {
  flattenFields,
  unflattenFields,
  type FlatFields,
} from '../../lib/versioned-save/fieldPaths';
import { configQueries, saveBotConfig } from './api/configurations';
import { configFormSchema } from './configFormSchema';
import { draftToSave, settingsOf } from './configDraft';

/** One entry per setting (`speech.languages.de-DE.voice`): a colleague's other settings merge. */
const toFlat = (values: BotConfigSettings, version: number) => ({
  ...(flattenFields(values) as FlatFields),
  version,
});

const adapter: FormEditAdapter<BotConfig, BotConfigSettings, FlatFields> = {
  kind: 'config',
  resolver: formResolver(configFormSchema),
  toValues: settingsOf,
  toFlat,
  schema: BotConfigSchema,
  send: (id, { version, ...settings }) =>
    saveBotConfig(id, draftToSave(unflattenFields<BotConfigSettings>(settings)), version),
  detailKey: (id) => configQueries.detail(id).queryKey,
  readFresh: (queryClient, id) =>
    queryClient.fetchQuery({ ...configQueries.detail(id), staleTime: 0 }),
};

/** The detail form of one configuration in the shared form edit session (explicit Save). */
export function useConfigEditor(
  loaded: BotConfig,
  options: Parameters<typeof useFormEditSession<BotConfig, BotConfigSettings, FlatFields>>[2],
) {
  return useFormEditSession(loaded, adapter, options);
}
