import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings, Language, SpeechService } from '../../../lib/api-client/schema';
import { speechServiceQueries } from '../api/speechServices';
import { useSettingNames } from '../useSettingNames';
import { useVoicesFollowService } from '../useVoicesFollowService';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { ReplacedVoicesAlert } from './ReplacedVoicesAlert';
import { VoicePreviewButton } from './VoicePreviewButton';

const TERMINATORS = [
  { value: '#', key: 'configuration.terminator.hash' },
  { value: '*', key: 'configuration.terminator.star' },
  { value: 'none', key: 'configuration.terminator.none' },
] as const;

function LanguageSpeech({
  language,
  service,
  readOnly,
}: {
  language: Language;
  service: SpeechService | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const voices = useQuery(speechServiceQueries.voices(service?.id ?? '', language));
  const prefix = `speech.languages.${language}` as const;
  const headingId = `speech-${language}`;
  const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {languageName(language)}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <FormSelect<BotConfigSettings>
          name={`${prefix}.recognitionLanguage`}
          label={t('configuration.fields.speech.recognitionLanguage')}
          options={optionsOf(
            (service?.languages ?? []).filter((locale) => locale.startsWith(language.slice(0, 2))),
          )}
          disabled={readOnly}
        />
        <FormSelect<BotConfigSettings>
          name={`${prefix}.recognitionModel`}
          label={t('configuration.fields.speech.recognitionModel')}
          options={optionsOf(service?.models ?? [])}
          disabled={readOnly}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
        >
          <FormSelect<BotConfigSettings>
            name={`${prefix}.voice`}
            label={t('configuration.fields.speech.voice')}
            options={(voices.data?.items ?? []).map((voice) => ({
              value: voice.id,
              label: voice.name,
            }))}
            disabled={readOnly}
            sx={{ flex: 1 }}
          />
          <FormTextField<BotConfigSettings>
            name={`${prefix}.speakingRate`}
            label={t('configuration.fields.speech.speakingRate')}
            numeric
            slotProps={{ htmlInput: { min: 0.5, max: 2, step: 0.1 } }}
            disabled={readOnly}
            sx={{ width: { sm: 180 } }}
          />
        </Stack>
        <VoicePreviewButton language={language} serviceId={service?.id} />
      </Stack>
    </Paper>
  );
}

/** The speech service, per language recognition and voice, and the call's timing. */
export function SpeechTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BotConfigSettings>();
  const [serviceId, languages, bargeIn, dtmf] = useWatch({
    control,
    name: ['speechService', 'languages', 'speech.bargeIn.enabled', 'speech.dtmf.enabled'],
  });
  const services = useQuery(speechServiceQueries.list());
  const service = services.data?.items.find((candidate) => candidate.id === serviceId);
  useVoicesFollowService();
  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }}>
      <FormSelect<BotConfigSettings>
        name="speechService"
        label={t('configuration.fields.speechService')}
        options={(services.data?.items ?? []).map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
        }))}
        disabled={readOnly}
      />
      <ReplacedVoicesAlert serviceName={service?.name ?? serviceId} />
      {languages.map((language) => (
        <LanguageSpeech key={language} language={language} service={service} readOnly={readOnly} />
      ))}
      <Divider />
      <FormSwitch<BotConfigSettings>
        name="speech.bargeIn.enabled"
        label={t('configuration.fields.speech.bargeIn')}
        disabled={readOnly}
      />
      {bargeIn && (
        <FormTextField<BotConfigSettings>
          name="speech.bargeIn.minSpeechMs"
          label={t('configuration.fields.speech.minSpeechMs')}
          numeric
          disabled={readOnly}
        />
      )}
      <FormTextField<BotConfigSettings>
        name="speech.initialSilenceMs"
        label={t('configuration.fields.speech.initialSilenceMs')}
        numeric
        disabled={readOnly}
      />
      <FormTextField<BotConfigSettings>
        name="speech.endOfSpeechSilenceMs"
        label={t('configuration.fields.speech.endOfSpeechSilenceMs')}
        numeric
        disabled={readOnly}
      />
      <FormTextField<BotConfigSettings>
        name="speech.noInputRetries"
        label={t('configuration.fields.speech.noInputRetries')}
        numeric
        disabled={readOnly}
      />
      <Divider />
      <FormSwitch<BotConfigSettings>
        name="speech.dtmf.enabled"
        label={t('configuration.fields.speech.dtmf')}
        disabled={readOnly}
      />
      {dtmf && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormTextField<BotConfigSettings>
            name="speech.dtmf.maxDigits"
            label={t('configuration.fields.speech.maxDigits')}
            numeric
            disabled={readOnly}
          />
          <FormSelect<BotConfigSettings>
            name="speech.dtmf.terminator"
            label={t('configuration.fields.speech.terminator')}
            options={TERMINATORS.map(({ value, key }) => ({ value, label: t(key) }))}
            disabled={readOnly}
            sx={{ minWidth: 180 }}
          />
          <FormTextField<BotConfigSettings>
            name="speech.dtmf.interDigitTimeoutMs"
            label={t('configuration.fields.speech.interDigitTimeoutMs')}
            numeric
            disabled={readOnly}
          />
        </Stack>
      )}
    </Stack>
  );
}
