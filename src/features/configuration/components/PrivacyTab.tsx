import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings } from '../../../lib/api-client/schema';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';

/** Recording, how long data is kept, and masking in transcripts. */
export function PrivacyTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3, maxWidth: 640 }}>
      <FormSwitch<BotConfigSettings>
        name="privacy.recordCalls"
        label={t('configuration.fields.privacy.recordCalls')}
        disabled={readOnly}
      />
      <FormTextField<BotConfigSettings>
        name="privacy.retentionDays"
        label={t('configuration.fields.privacy.retentionDays')}
        numeric
        disabled={readOnly}
      />
      <FormSwitch<BotConfigSettings>
        name="privacy.maskPersonalData"
        label={t('configuration.fields.privacy.maskPersonalData')}
        disabled={readOnly}
      />
    </Stack>
  );
}
