import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings, Language } from '../../../lib/api-client/schema';
import { previewVoice } from '../api/speechServices';
import { useSettingNames } from '../useSettingNames';

/**
 * Fetches a short sample of the voice and speaking rate as currently chosen (saved or not), so
 * the person hears a change before saving it. The sample plays at once where the browser allows
 * it, and stays in a player with its own controls to hear it again or stop it.
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
  const [clipUrl, setClipUrl] = useState<string>();
  const label = t('configuration.actions.previewOf', { language: languageName(language) });
  const preview = useMutation({
    mutationFn: async () => {
      const settings = getValues(`speech.languages.${language}`);
      if (!settings) throw new Error(`No speech settings for ${language}`);
      // No text: the service speaks its own sample in the voice's language, which need not be
      // one of the interface languages loaded here.
      return previewVoice({
        speechService: serviceId ?? '',
        voice: settings.voice,
        language,
        speakingRate: settings.speakingRate,
      });
    },
    onSuccess: (clip) => setClipUrl(URL.createObjectURL(clip)),
    onError: (error) => console.warn('The voice sample could not be fetched.', error),
  });
  useEffect(() => () => (clipUrl ? URL.revokeObjectURL(clipUrl) : undefined), [clipUrl]);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<PlayArrowIcon />}
        onClick={() => preview.mutate()}
        disabled={!serviceId || preview.isPending}
        aria-label={label}
      >
        {t('configuration.actions.preview')}
      </Button>
      {clipUrl && <audio src={clipUrl} controls autoPlay aria-label={label} />}
      {preview.isError && (
        <Alert severity="error" role="alert">
          {t('configuration.actions.previewFailed')}
        </Alert>
      )}
    </Stack>
  );
}
