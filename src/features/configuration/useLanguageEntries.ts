import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { BotConfigSettings } from '../../lib/api-client/schema';
import { speechServiceQueries } from './api/speechServices';
import { newLanguageSpeech } from './configDraft';

/**
 * A language switched on gets its speech settings and web-chat greeting at once, so its fields
 * are there to fill in (and the rules can ask for its voice) before the first save.
 */
export function useLanguageEntries(form: UseFormReturn<BotConfigSettings>) {
  const [languages, serviceId] = useWatch({
    control: form.control,
    name: ['languages', 'speechService'],
  });
  const services = useQuery(speechServiceQueries.list());
  const service = services.data?.items.find((candidate) => candidate.id === serviceId);
  useEffect(() => {
    for (const language of languages) {
      if (!form.getValues(`speech.languages.${language}`)) {
        form.setValue(`speech.languages.${language}`, newLanguageSpeech(language, service));
      }
      if (form.getValues(`webChat.greeting.${language}`) === undefined) {
        form.setValue(`webChat.greeting.${language}`, '');
      }
    }
  }, [languages, service, form]);
}
