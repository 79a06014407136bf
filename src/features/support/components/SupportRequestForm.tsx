import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import type { Diagnostics } from '../diagnostics';
import { useSupportRequestForm } from '../useSupportRequestForm';
import { DiagnosticsPanel } from './DiagnosticsPanel';
import { SupportRequestFields } from './SupportRequestFields';

const PROBLEM_KEYS = {
  diagnostics: 'support.form.diagnosticsRejected',
  failed: 'support.form.failed',
} as const;

export function SupportRequestForm({ collect }: { collect: (now: number) => Diagnostics }) {
  const { t } = useTranslation();
  const form = useSupportRequestForm(collect);
  const confirmation = useRef<HTMLDivElement>(null);

  // Move focus to the confirmation, so keyboard and screen-reader users learn the request id.
  useEffect(() => {
    if (form.created) confirmation.current?.focus();
  }, [form.created]);

  return (
    <SectionCard title={t('support.form.title')}>
      <FormProvider {...form.form}>
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void form.submit(event)}
          sx={{ gap: 3 }}
        >
          {form.created && (
            <Alert severity="success" ref={confirmation} tabIndex={-1}>
              {t('support.form.success', { id: form.created.id })}
            </Alert>
          )}
          <SupportRequestFields />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.attachDiagnostics}
                onChange={(event) => form.setAttachDiagnostics(event.target.checked)}
              />
            }
            label={t('support.form.attachDiagnostics')}
          />
          {form.attachDiagnostics && <DiagnosticsPanel collect={collect} />}
          {form.problem && (
            <Alert severity="error" role="alert">
              {t(PROBLEM_KEYS[form.problem])}
            </Alert>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={form.sending}>
              {form.sending ? t('support.form.sending') : t('support.form.submit')}
            </Button>
          </div>
        </Stack>
      </FormProvider>
    </SectionCard>
  );
}
