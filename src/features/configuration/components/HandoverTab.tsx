import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BotConfigSettings } from '../../../lib/api-client/schema';
import { configErrorText } from '../errorText';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';

const newTargetId = () => `target-${crypto.randomUUID().slice(0, 8)}`;

/** Where calls go when the bot hands over; a target the closed hours use cannot be removed. */
export function HandoverTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<BotConfigSettings>();
  const targets = useFieldArray({ control, name: 'handoverTargets', keyName: 'key' });
  const closedTarget = useWatch({ control, name: 'businessHours.closedHandoverTargetId' });
  const listError = configErrorText(t, formState.errors.handoverTargets?.message);
  return (
    <Stack sx={{ gap: 2, maxWidth: 760 }}>
      {listError && (
        <Typography role="alert" color="error" variant="body2">
          {listError}
        </Typography>
      )}
      {targets.fields.map((target, index) => {
        const inUse = target.id === closedTarget;
        return (
          <Paper key={target.key} variant="outlined" sx={{ p: 2 }}>
            <Stack sx={{ gap: 2 }}>
              <FormTextField<BotConfigSettings>
                name={`handoverTargets.${index}.name`}
                label={t('configuration.fields.handover.name')}
                disabled={readOnly}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <FormSelect<BotConfigSettings>
                  name={`handoverTargets.${index}.type`}
                  label={t('configuration.fields.handover.type')}
                  options={(['sip', 'phone', 'queue'] as const).map((value) => ({
                    value,
                    label: t(`configuration.handoverType.${value}`),
                  }))}
                  disabled={readOnly}
                  sx={{ minWidth: 180 }}
                />
                <FormTextField<BotConfigSettings>
                  name={`handoverTargets.${index}.address`}
                  label={t('configuration.fields.handover.address')}
                  disabled={readOnly}
                  sx={{ flex: 1 }}
                />
              </Stack>
              <FormSelect<BotConfigSettings>
                name={`handoverTargets.${index}.whenClosed`}
                label={t('configuration.fields.handover.whenClosed')}
                options={(['reject', 'voicemail', 'queue'] as const).map((value) => ({
                  value,
                  label: t(`configuration.handoverWhenClosed.${value}`),
                }))}
                disabled={readOnly}
              />
              {!readOnly && (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <Button
                    color="error"
                    disabled={inUse}
                    onClick={() => targets.remove(index)}
                    aria-describedby={inUse ? `in-use-${target.key}` : undefined}
                  >
                    {t('configuration.actions.removeTarget', { name: target.name })}
                  </Button>
                  {inUse && (
                    <Typography id={`in-use-${target.key}`} variant="body2">
                      {t('configuration.errors.in_use')}
                    </Typography>
                  )}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            targets.append({
              id: newTargetId(),
              name: '',
              type: 'queue',
              address: '',
              whenClosed: 'voicemail',
            })
          }
        >
          {t('configuration.actions.addTarget')}
        </Button>
      )}
    </Stack>
  );
}
