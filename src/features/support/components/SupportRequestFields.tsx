import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SEVERITY_VALUES, type Severity } from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';
import {
  LIMITS,
  SEVERITY_KEYS,
  type SupportField,
  type SupportFormErrors,
  type SupportFormValues,
} from '../supportRequestForm';

export interface SupportRequestFieldsProps {
  values: SupportFormValues;
  errors: SupportFormErrors;
  onChange: (field: SupportField, value: string) => void;
}

/** The limits as a hint, preceded by what is wrong when something is. */
function helper(
  t: TFunction,
  language: string,
  reason: string | undefined,
  limits: { min: number; max: number },
) {
  const n = new Intl.NumberFormat(language);
  const hint = t('support.form.lengthHelp', {
    min: n.format(limits.min),
    max: n.format(limits.max),
  });
  return reason ? `${fieldErrorMessage(t, reason)} ${hint}` : hint;
}

export function SupportRequestFields({ values, errors, onChange }: SupportRequestFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <TextField
        name="subject"
        label={t('support.form.subject')}
        value={values.subject}
        onChange={(event) => onChange('subject', event.target.value)}
        required
        error={Boolean(errors.subject)}
        helperText={helper(t, i18n.language, errors.subject, LIMITS.subject)}
        fullWidth
      />
      <TextField
        name="description"
        label={t('support.form.description')}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        required
        multiline
        minRows={5}
        error={Boolean(errors.description)}
        helperText={helper(t, i18n.language, errors.description, LIMITS.description)}
        fullWidth
      />
      <TextField
        name="severity"
        select
        label={t('support.form.severity')}
        value={values.severity}
        onChange={(event) => onChange('severity', event.target.value as Severity)}
        required
        error={Boolean(errors.severity)}
        helperText={errors.severity ? fieldErrorMessage(t, errors.severity) : undefined}
        sx={{ maxWidth: 320 }}
      >
        {SEVERITY_VALUES.map((severity) => (
          <MenuItem key={severity} value={severity}>
            {t(SEVERITY_KEYS[severity])}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
