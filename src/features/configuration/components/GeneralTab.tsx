import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Bot, BotConfigSettings } from '../../../lib/api-client/schema';
import { LANGUAGE_VALUES } from '../../../lib/api-client/schema';
import { useSettingNames } from '../useSettingNames';
import { FormCheckboxGroup } from '../../../lib/forms/fields/FormCheckboxGroup';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormTimeZoneField } from './fields/FormTimeZoneField';

/** Name, bot, languages and time zone. */
export function GeneralTab({ bots, readOnly }: { bots: readonly Bot[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const { control } = useFormContext<BotConfigSettings>();
  const enabled = useWatch({ control, name: 'languages' });
  const languageOptions = LANGUAGE_VALUES.map((language) => ({
    value: language,
    label: languageName(language),
  }));
  return (
    <Stack sx={{ gap: 3, maxWidth: 640 }}>
      <FormTextField<BotConfigSettings>
        name="name"
        label={t('configuration.fields.name')}
        required
        disabled={readOnly}
      />
      <FormSelect<BotConfigSettings>
        name="botId"
        label={t('configuration.fields.botId')}
        options={bots.map((bot) => ({ value: bot.id, label: bot.name }))}
        disabled={readOnly}
      />
      <FormCheckboxGroup<BotConfigSettings>
        name="languages"
        label={t('configuration.fields.languages')}
        options={languageOptions}
        disabled={readOnly}
      />
      <FormSelect<BotConfigSettings>
        name="defaultLanguage"
        label={t('configuration.fields.defaultLanguage')}
        options={languageOptions.filter((option) => enabled.includes(option.value))}
        disabled={readOnly}
      />
      <FormTimeZoneField<BotConfigSettings>
        name="timeZone"
        label={t('configuration.fields.timeZone')}
        disabled={readOnly}
      />
    </Stack>
  );
}
