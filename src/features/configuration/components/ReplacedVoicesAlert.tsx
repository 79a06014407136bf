import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings } from '../../../lib/api-client/schema';
import { useSettingNames } from '../useSettingNames';
import { replacedVoices } from '../voiceReplacement';

/**
 * Which voices the chosen speech service replaced, said before the person saves (a status, not
 * an alarm: nothing is wrong). Gone once the service is back, or the draft saved or discarded.
 */
export function ReplacedVoicesAlert({ serviceName }: { serviceName: string }) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const titleId = useId();
  const { control, formState } = useFormContext<BotConfigSettings>();
  const [speechService, languages, speech] = useWatch({
    control,
    name: ['speechService', 'languages', 'speech'],
  });
  const replaced = replacedVoices(formState.defaultValues, { speechService, languages, speech });
  if (replaced.length === 0) return null;
  return (
    <Alert severity="info" role="status" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>
        {t('configuration.voiceReplacement.title', { service: serviceName })}
      </AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {replaced.map(({ language, from, to }) => (
          <li key={language}>
            {t('configuration.voiceReplacement.line', {
              language: languageName(language),
              from,
              to,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
