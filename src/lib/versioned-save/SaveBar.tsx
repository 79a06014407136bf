import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SaveBarProps {
  /** What is unsaved, e.g. "3 unsaved changes", or that everything is saved. */
  status: string;
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  discardLabel: string;
  onDiscard: () => void;
  /** The id of the form the Save button submits, so the bar can sit outside it. */
  form: string;
}

/**
 * The editors' save/discard bar: it stays at the bottom of the window while the person scrolls a
 * long form and says how much is unsaved, in a live region so the count is announced.
 */
export function SaveBar({
  status,
  dirty,
  saving,
  saveLabel,
  discardLabel,
  onDiscard,
  form,
}: SaveBarProps) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // A save disables the button that had the focus: the focus would fall to the page's body
  // (and a keyboard user back to its start). It goes to the status, which says what happened.
  const disabled = saving || !dirty;
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    const justDisabled = disabled && !wasDisabled.current;
    wasDisabled.current = disabled;
    if (!justDisabled) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const onDisabledButton =
      active instanceof HTMLButtonElement && active.disabled && barRef.current?.contains(active);
    if (lost || onDisabledButton) statusRef.current?.focus();
  }, [disabled]);
  return (
    <Paper
      ref={barRef}
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        mt: 3,
        px: 2,
        py: 1.5,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography ref={statusRef} role="status" tabIndex={-1} variant="body2">
          {saving ? t('forms.saving') : status}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onDiscard} disabled={saving || !dirty}>
            {discardLabel}
          </Button>
          <Button type="submit" form={form} variant="contained" disabled={saving || !dirty}>
            {saveLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
