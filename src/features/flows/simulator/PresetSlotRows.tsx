import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FieldRows } from '../../../lib/forms/fields/FieldRows';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import {
  EMPTY_SLOT_ROW,
  SLOT_NAME_MAX_LENGTH,
  SLOT_VALUE_MAX_LENGTH,
  presetSlotsErrorText,
  type PresetSlotsValues,
} from './presetSlotsForm';

/**
 * Slot values to try something with, a name and a value per row, inside a form of
 * `PresetSlotsValues` ("Try from here", "Try this call").
 */
export function PresetSlotRows({ empty }: { empty: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PresetSlotsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <FieldErrorTextContext.Provider value={presetSlotsErrorText}>
      <FieldRows
        rows={fields}
        empty={
          <Typography variant="body2" color="text.secondary">
            {empty}
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
  );
}
