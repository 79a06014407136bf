import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidDateRange,
  validateDateRange,
  type DateRange,
  type DateRangeError,
  type DateRangeRules,
} from './dateRange';

const ERROR_KEYS = {
  required: 'listPage.dateRange.errors.required',
  invalid: 'listPage.dateRange.errors.invalid',
  order: 'listPage.dateRange.errors.order',
  tooLong: 'listPage.dateRange.errors.tooLong',
} as const satisfies Record<DateRangeError, string>;

export interface DateRangeFieldProps extends DateRangeRules {
  /** The range in effect (from the address); '' for a day not chosen yet. */
  value: DateRange;
  /** Called with complete, valid ranges only: the server would answer anything else with 400. */
  onChange: (range: DateRange) => void;
  /** Marks both days as required (when the page shows nothing without them). */
  required?: boolean;
}

/**
 * The first and the last day of a period as native date inputs (keyboard and locale aware).
 * What is typed stays here until it is a valid range; until then each day says what is wrong.
 */
export function DateRangeField({ value, onChange, required, maxDays }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState<Partial<Record<keyof DateRange, boolean>>>({});

  // The address moved on (Back, a shared link): start over from it.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
    setTouched({});
  }

  const errors = validateDateRange(draft, { maxDays });
  // "Choose a day" only for a day the person emptied: an untouched empty day is the page's to ask for.
  const message = (field: keyof DateRange) => {
    const error = errors[field];
    return error && (error !== 'required' || touched[field])
      ? t(ERROR_KEYS[error], { maxDays })
      : undefined;
  };

  const handleChange = (field: keyof DateRange, day: string) => {
    const next = { ...draft, [field]: day };
    setDraft(next);
    setTouched((current) => ({ ...current, [field]: true }));
    if (isValidDateRange(next, { maxDays })) onChange(next);
  };

  const field = (name: keyof DateRange, bounds: { min?: string; max?: string }) => {
    const helperText = message(name);
    return (
      <TextField
        id={`${id}-${name}`}
        type="date"
        size="small"
        required={required}
        label={t(`listPage.dateRange.${name}`)}
        value={draft[name]}
        onChange={(event) => handleChange(name, event.target.value)}
        error={Boolean(helperText)}
        helperText={helperText}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: bounds.min || undefined, max: bounds.max || undefined },
        }}
      />
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      {field('from', { max: draft.to })}
      {field('to', { min: draft.from })}
    </Stack>
  );
}
