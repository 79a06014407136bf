import { useTranslation } from 'react-i18next';
import { SEVERITY_VALUES } from '../../../lib/api-client/schema';
import { numberFormat } from '../../../lib/format/intl';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { SEVERITY_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { LIMITS, type SupportFormValues } from '../supportRequestForm';

/** Subject, description and severity, bound to the surrounding support form. */
export function SupportRequestFields() {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const lengthHelp = ({ min, max }: { min: number; max: number }) =>
    t('support.form.lengthHelp', { min: number.format(min), max: number.format(max) });
  return (
    <>
      <FormTextField<SupportFormValues>
        name="subject"
        label={t('support.form.subject')}
        required
        helperText={lengthHelp(LIMITS.subject)}
        keepHelperText
        fullWidth
      />
      <FormTextField<SupportFormValues>
        name="description"
        label={t('support.form.description')}
        required
        multiline
        minRows={5}
        helperText={lengthHelp(LIMITS.description)}
        keepHelperText
        fullWidth
      />
      <FormSelect<SupportFormValues>
        name="severity"
        label={t('support.form.severity')}
        required
        options={SEVERITY_VALUES.map((severity) => ({
          value: severity,
          label: t(SEVERITY_LABEL_KEYS[severity]),
        }))}
        sx={{ maxWidth: 320 }}
      />
    </>
  );
}
