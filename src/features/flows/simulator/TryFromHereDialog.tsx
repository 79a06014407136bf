import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
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
          {fields.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('flows.simulator.fromHere.noSlots')}
            </Typography>
          ) : (
            <Stack component="ol" sx={{ m: 0, p: 0, listStyle: 'none', gap: 2 }}>
              {fields.map((field, index) => (
                <Stack
                  component="li"
                  key={field.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
                >
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
                  <IconButton
                    aria-label={t('flows.simulator.fromHere.removeSlot', { number: index + 1 })}
                    onClick={() => {
                      remove(index);
                      // The button goes with its row: the focus waits on "Add slot" instead.
                      addButton.current?.focus();
                    }}
                    sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          )}
          <Button
            ref={addButton}
            startIcon={<AddIcon />}
            // The new row's name field takes the focus (react-hook-form's default).
            onClick={() => append({ ...EMPTY_SLOT_ROW })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('flows.simulator.fromHere.addSlot')}
          </Button>
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
