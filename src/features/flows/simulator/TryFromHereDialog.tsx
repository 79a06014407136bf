import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { PresetSlotRows } from './PresetSlotRows';
import {
  presetSlotsSchema,
  toPresetRows,
  toSlotMap,
  type PresetSlotsValues,
} from './presetSlotsForm';

export interface TryFromHereDialogProps {
  /** The step's name as the canvas shows it. */
  stepName: string;
  /** The slots to offer at first (the running conversation's). */
  initialSlots: Record<string, string>;
  onStart: (slots: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * Presets slot values and starts a test conversation at the selected step. Only the try-out
 * starts there: the flow is not changed. Mounted anew for each opening.
 */
export function TryFromHereDialog({
  stepName,
  initialSlots,
  onStart,
  onClose,
}: TryFromHereDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PresetSlotsValues>({
    defaultValues: toPresetRows(initialSlots),
    resolver: formResolver(presetSlotsSchema),
  });

  const submit = form.handleSubmit((values) => {
    onStart(toSlotMap(values));
    onClose();
  });

  return (
    <FormDialog
      open
      title={t('flows.simulator.fromHere.title', { name: stepName })}
      submitLabel={t('flows.simulator.fromHere.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Typography variant="body2">{t('flows.simulator.fromHere.intro')}</Typography>
      <FormProvider {...form}>
        <PresetSlotRows empty={t('flows.simulator.fromHere.noSlots')} />
      </FormProvider>
    </FormDialog>
  );
}
