import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings, Language } from '../../../lib/api-client/schema';
import { SpeechSampleButton } from '../../../lib/speech/SpeechSampleButton';
import { useSettingNames } from '../useSettingNames';

/**
 * A short sample of the voice and speaking rate as currently chosen (saved or not), so the
 * person hears a change before saving it.
 */
export function VoicePreviewButton({
  language,
  serviceId,
}: {
  language: Language;
  serviceId: string | undefined;
}) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const { getValues } = useFormContext<BotConfigSettings>();
  return (
    <SpeechSampleButton
      text={t('configuration.actions.preview')}
      label={t('configuration.actions.previewOf', { language: languageName(language) })}
      failedText={t('configuration.actions.previewFailed')}
      disabled={!serviceId}
      request={() => {
        const settings = getValues(`speech.languages.${language}`);
        if (!settings) throw new Error(`No speech settings for ${language}`);
        // No text: the service speaks its own sample in the voice's language, which need not be
        // one of the interface languages loaded here.
        return {
          speechService: serviceId ?? '',
          voice: settings.voice,
          language,
          speakingRate: settings.speakingRate,
        };
      }}
    />
  );
}
