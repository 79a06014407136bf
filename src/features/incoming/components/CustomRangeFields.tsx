import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidRange } from '../listState';

interface CustomRangeFieldsProps {
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
}

/**
 * The two days of a custom period. Only a complete, ordered range reaches the address (the
 * server would answer anything else with a 400); until then the fields explain what is wrong.
 */
export function CustomRangeFields({ from, to, onRange }: CustomRangeFieldsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from, to });
  const [shown, setShown] = useState({ from, to });

  // The address moved on (Back, a shared link): start over from it.
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }

  const invalid = !isValidRange(draft.from, draft.to);
  const handleChange = (changes: Partial<typeof draft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    if (isValidRange(next.from, next.to)) onRange(next);
  };

  return (
    <>
      <TextField
        id="incoming-from"
        type="date"
        size="small"
        label={t('incoming.filters.from')}
        value={draft.from}
        onChange={(event) => handleChange({ from: event.target.value })}
        error={invalid}
        helperText={invalid ? t('incoming.filters.rangeInvalid') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="incoming-to"
        type="date"
        size="small"
        label={t('incoming.filters.to')}
        value={draft.to}
        onChange={(event) => handleChange({ to: event.target.value })}
        error={invalid}
        slotProps={{
          inputLabel: { shrink: true },
          // One message under the first field explains both.
          htmlInput: { 'aria-describedby': invalid ? 'incoming-from-helper-text' : undefined },
        }}
      />
    </>
  );
}
