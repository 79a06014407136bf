import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BotConfig, BotConfigSettings } from '../../lib/api-client/schema';
import { BotConfigSchema } from '../../lib/api-client/schemas/configuration';
import {
  useVersionedSave,
  type SaveOutcome,
  type Side,
  type Versioned,
} from '../../lib/versioned-save';
import {
  changedFields,
  flattenFields,
  unflattenFields,
  type FlatFields,
} from '../../lib/versioned-save/fieldPaths';
import { configQueries } from './api/configQueries';
import { saveBotConfig } from './api/configMutations';
import { configFormSchema } from './configFormSchema';
import { draftToSave, settingsOf } from './configDraft';
import { formResolver } from '../../lib/forms/formResolver';

/** A configuration as the versioned-save kit compares it: one entry per setting, plus the version. */
type FlatConfig = FlatFields & Versioned;

const toFlat = (config: BotConfig): FlatConfig => ({
  ...flattenFields(settingsOf(config)),
  version: config.version,
});

const serverCopy = (current: unknown): FlatConfig | undefined => {
  const parsed = BotConfigSchema.safeParse(current);
  return parsed.success ? toFlat(parsed.data) : undefined;
};

/**
 * The detail form of one configuration and its versioned save. The form starts from `base`, the
 * copy the edit is based on (a background refresh does not replace it under the person). A
 * save sends `base`'s version: a colleague's save in between merges field by field (settings
 * only one side changed are kept without asking) or opens the conflict for the person to choose.
 */
export function useConfigEditor(loaded: BotConfig) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(loaded);
  const form = useForm<BotConfigSettings>({
    defaultValues: settingsOf(loaded),
    resolver: formResolver(configFormSchema),
  });
  const values = useWatch({ control: form.control }) as BotConfigSettings;
  const changes = useMemo(() => changedFields(settingsOf(base), values), [base, values]);
  const dirty = changes.length > 0;

  const startFrom = useCallback(
    (config: BotConfig) => {
      setBase(config);
      form.reset(settingsOf(config));
      queryClient.setQueryData(configQueries.detail(config.id).queryKey, config);
    },
    [form, queryClient],
  );

  const fields = useMemo(
    () => [...new Set([...Object.keys(toFlat(base)), ...Object.keys(flattenFields(values))])],
    [base, values],
  );

  // The whole saved configuration (status, updatedAt …), which the kit's flat copy leaves out.
  const lastSaved = useRef<BotConfig | undefined>(undefined);
  const versioned = useVersionedSave<FlatConfig, string>({
    fields,
    save: async (flat) => {
      const { version, ...settings } = flat;
      const saved = await saveBotConfig(
        base.id,
        draftToSave(unflattenFields<BotConfigSettings>(settings)),
        version,
      );
      lastSaved.current = saved;
      return toFlat(saved);
    },
    parseCurrent: serverCopy,
  });

  const finish = useCallback(
    (outcome: SaveOutcome<FlatConfig>): BotConfig | undefined => {
      if (outcome.status !== 'saved' || !lastSaved.current) return undefined;
      startFrom(lastSaved.current);
      return lastSaved.current;
    },
    [startFrom],
  );

  /** Saves the form's values; the saved configuration, or undefined when a conflict opened. */
  const save = useCallback(
    async (settings: BotConfigSettings) =>
      finish(
        await versioned.submit(toFlat(base), { ...flattenFields(settings), version: base.version }),
      ),
    [versioned, base, finish],
  );

  /** Saves the open conflict's merge with the person's choices. */
  const resolve = useCallback(
    async (choices: Partial<Record<string, Side>>) => finish(await versioned.resolve(choices)),
    [versioned, finish],
  );

  /** Starts again from the server's copy, read fresh (after a promotion, or to take theirs). */
  const reload = useCallback(async () => {
    startFrom(await queryClient.fetchQuery({ ...configQueries.detail(base.id), staleTime: 0 }));
  }, [queryClient, base.id, startFrom]);

  /** Drops the edits and shows the colleague's version. */
  const takeTheirs = useCallback(async () => {
    versioned.dismiss();
    await reload();
  }, [versioned, reload]);

  return {
    form,
    base,
    changes,
    dirty,
    save,
    resolve,
    takeTheirs,
    reload,
    conflict: versioned.conflict,
    dismissConflict: versioned.dismiss,
    saving: versioned.saving,
  };
}
