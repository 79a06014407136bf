import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FLOW_DTMF_OPTION_LIMITS, type FlowNodeData } from '../../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../../lib/forms/fieldErrorMessage';
import {
  FieldErrorTextContext,
  type FieldErrorText,
} from '../../../../lib/forms/fields/fieldErrorText';
import { FieldRows } from '../../../../lib/forms/fields/FieldRows';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';

/** The contract's most keypad options per question (a phone has 12 keys). */
const MAX_OPTIONS = 12;

const REASON_KEYS = {
  dtmf_key: 'flows.dtmf.keyRule',
  duplicate: 'flows.dtmf.duplicate',
} as const;

const dtmfErrorText: FieldErrorText = (t, reason) => {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? t(key) : fieldErrorMessage(t, reason);
};

/** An Ask's keypad options on the phone: a key, and the value the slot takes when it is pressed. */
export function DtmfOptionRows({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { fields, append, remove } = useFieldArray({ control, name: 'dtmfOptions' });
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('flows.dtmf.title')}
      </Typography>
      <FieldErrorTextContext.Provider value={dtmfErrorText}>
        <FieldRows
          rows={fields}
          readOnly={readOnly}
          empty={
            <Typography variant="body2" color="text.secondary">
              {t('flows.dtmf.none')}
            </Typography>
          }
          removeLabel={(index) => t('flows.dtmf.remove', { number: index + 1 })}
          onRemove={(index) => {
            remove(index);
            addButton.current?.focus();
          }}
          addLabel={t('flows.dtmf.add')}
          addDisabled={fields.length >= MAX_OPTIONS}
          onAdd={() => append({ digit: '', value: '' })}
          addRef={addButton}
        >
          {(_row, index) => (
            <>
              <FormTextField<FlowNodeData>
                name={`dtmfOptions.${index}.digit`}
                label={t('flows.dtmf.key', { number: index + 1 })}
                size="small"
                // One character: the rule says so, without a length counter.
                slotProps={{ htmlInput: { readOnly, inputMode: 'tel', autoComplete: 'off' } }}
                sx={{ width: { sm: 110 } }}
              />
              <FormTextField<FlowNodeData>
                name={`dtmfOptions.${index}.value`}
                label={t('flows.dtmf.value', { number: index + 1 })}
                size="small"
                maxLength={FLOW_DTMF_OPTION_LIMITS.value.maxLength}
                slotProps={{ htmlInput: { readOnly } }}
                sx={{ flex: 1 }}
              />
            </>
          )}
        </FieldRows>
      </FieldErrorTextContext.Provider>
    </Stack>
  );
}
