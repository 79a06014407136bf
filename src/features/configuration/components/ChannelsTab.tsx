import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings } from '../../../lib/api-client/schema';
import { useSettingNames } from '../useSettingNames';
import { FormLinesField } from '../../../lib/forms/fields/FormLinesField';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { PhoneNumbersSection } from './PhoneNumbersSection';

/** Phone numbers (their own records, saved at once) and the web chat (part of the draft). */
export function ChannelsTab({ configId, readOnly }: { configId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const { control } = useFormContext<BotConfigSettings>();
  const [languages, webChat] = useWatch({ control, name: ['languages', 'webChat.enabled'] });
  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }}>
      <PhoneNumbersSection configId={configId} readOnly={readOnly} />
      <FormSwitch<BotConfigSettings>
        name="webChat.enabled"
        label={t('configuration.fields.webChat.enabled')}
        disabled={readOnly}
      />
      {webChat && (
        <>
          <FormLinesField<BotConfigSettings>
            name="webChat.allowedOrigins"
            label={t('configuration.fields.webChat.allowedOrigins')}
            helperText={t('configuration.fields.webChat.allowedOriginsHelp')}
            disabled={readOnly}
          />
          {languages.map((language) => (
            <FormTextField<BotConfigSettings>
              key={language}
              name={`webChat.greeting.${language}`}
              label={t('configuration.fields.withLanguage', {
                field: t('configuration.fields.webChat.greeting'),
                language: languageName(language),
              })}
              multiline
              disabled={readOnly}
              slotProps={{ htmlInput: { lang: language } }}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
