import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FieldRows } from '../../../lib/forms/fields/FieldRows';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import {
  EMPTY_SLOT_ROW,
  SLOT_NAME_MAX_LENGTH,
  SLOT_VALUE_MAX_LENGTH,
  presetSlotsErrorText,
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
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'slots' });
  const addButton = useRef<HTMLButtonElement>(null);

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
        <FieldErrorTextContext.Provider value={presetSlotsErrorText}>
          <FieldRows
            rows={fields}
            empty={
              <Typography variant="body2" color="text.secondary">
                {t('flows.simulator.fromHere.noSlots')}
              </Typography>
            }
            removeLabel={(index) => t('flows.simulator.fromHere.removeSlot', { number: index + 1 })}
            onRemove={(index) => {
              remove(index);
              // The button goes with its row: the focus waits on "Add slot" instead.
              addButton.current?.focus();
            }}
            addLabel={t('flows.simulator.fromHere.addSlot')}
            // The new row's name field takes the focus (react-hook-form's default).
            onAdd={() => append({ ...EMPTY_SLOT_ROW })}
            addRef={addButton}
          >
            {(_row, index) => (
              <>
                <FormTextField<PresetSlotsValues>
                  name={`slots.${index}.name`}
                  label={t('flows.simulator.fromHere.slotName', { number: index + 1 })}
                  size="small"
                  slotProps={{
                    htmlInput: {
                      maxLength: SLOT_NAME_MAX_LENGTH,
                      spellCheck: false,
                      autoCapitalize: 'none',
                    },
                  }}
                  sx={{ flex: 1 }}
                />
                <FormTextField<PresetSlotsValues>
                  name={`slots.${index}.value`}
                  label={t('flows.simulator.fromHere.slotValue', { number: index + 1 })}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: SLOT_VALUE_MAX_LENGTH } }}
                  sx={{ flex: 1 }}
                />
              </>
            )}
          </FieldRows>
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
