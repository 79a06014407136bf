import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { BotConfigSettings, Language } from '../../lib/api-client/schema';
import { speechServiceQueries } from './api/speechServices';
import { voiceFor } from './voiceReplacement';

/**
 * When the person chooses another speech service, each enabled language's voice that service
 * does not offer becomes one it does (voiceFor), so the draft does not keep voices the server
 * refuses. Only the person's own choice counts: a reset or a restored revision is left as it is.
 */
export function useVoicesFollowService() {
  const queryClient = useQueryClient();
  const { watch, getValues, setValue, clearErrors, formState } =
    useFormContext<BotConfigSettings>();

  const follow = useEffectEvent(async (serviceId: string) => {
    const languages = getValues('languages');
    const offered = await Promise.all(
      languages.map((language: Language) =>
        queryClient
          .fetchQuery(speechServiceQueries.voices(serviceId, language))
          .then(({ items }) => items.map((voice) => voice.id))
          // Without the list the voice stays; the voice field says what is wrong with it.
          .catch((): string[] => []),
      ),
    );
    // Chosen again while the lists loaded: that choice's own call decides.
    if (getValues('speechService') !== serviceId) return;
    languages.forEach((language, index) => {
      const path = `speech.languages.${language}.voice` as const;
      const current = getValues(path);
      if (current === undefined) return;
      const saved = formState.defaultValues?.speech?.languages?.[language]?.voice;
      const next = voiceFor(current, saved, offered[index] ?? []);
      if (next === current) return;
      setValue(path, next, { shouldDirty: true });
      clearErrors(path);
    });
  });

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name === 'speechService' && type === 'change') void follow(getValues('speechService'));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}
