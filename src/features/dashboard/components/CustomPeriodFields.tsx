import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CustomPeriodError, CustomPeriodErrors } from './filters';
import { CUSTOM_PERIOD_ERROR_KEYS } from './labels';

export interface CustomPeriodFieldsProps {
  from: string;
  to: string;
  errors: CustomPeriodErrors;
  onChange: (change: { from?: string; to?: string }) => void;
}

/** First and last day of a custom period, as native date inputs (keyboard and locale aware). */
export function CustomPeriodFields({ from, to, errors, onChange }: CustomPeriodFieldsProps) {
  const { t } = useTranslation();
  // "Required" is not shown in red: the page already asks for both days in its place.
  const message = (error: CustomPeriodError | undefined) =>
    error && error !== 'required' ? t(CUSTOM_PERIOD_ERROR_KEYS[error]) : undefined;
  const fromMessage = message(errors.from);
  const toMessage = message(errors.to);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <TextField
        type="date"
        size="small"
        required
        label={t('dashboard.filters.from')}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        error={Boolean(fromMessage)}
        helperText={fromMessage}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        required
        label={t('dashboard.filters.to')}
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={Boolean(toMessage)}
        helperText={toMessage}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
      />
    </Stack>
  );
}
