import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxItem, IntentRef } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { IntentPicker } from '../intents/IntentPicker';

/** Assigns one or several inbox sentences to an intent searched by name. */
export function AssignIntentDialog({
  items,
  busy,
  onAssign,
  onClose,
}: {
  /** The sentences to assign; none: the dialog is closed. */
  items: InboxItem[] | undefined;
  busy: boolean;
  onAssign: (intent: IntentRef) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pickerId = useId();
  const [intent, setIntent] = useState<IntentRef | null>(null);
  const assign = t('train.inbox.assign');
  return (
    <FormDialog
      open={items !== undefined}
      title={t('train.inbox.pickTitle', { count: items?.length ?? 0 })}
      submitLabel={assign}
      busyLabel={assign}
      onSubmit={(event) => {
        event.preventDefault();
        if (intent) onAssign(intent);
      }}
      onClose={onClose}
      busy={busy}
      submitDisabled={!intent}
    >
      <Typography>{format.list((items ?? []).map((item) => `“${item.text}”`))}</Typography>
      <IntentPicker
        id={pickerId}
        label={t('train.inbox.intent')}
        value={intent}
        onChange={setIntent}
      />
    </FormDialog>
  );
}
