import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FLOW_RESPONSE_MAPPING_LIMITS, type FlowNodeData } from '../../../../lib/api-client/schema';
import { FieldRows } from '../../../../lib/forms/fields/FieldRows';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';

/** The contract's most mappings per step. */
export const MAX_RESPONSE_MAPPINGS = 20;

/** After a successful call, values of the answer into slots: a path in the answer, a slot. */
export function ResponseMappingRows({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { fields, append, remove } = useFieldArray({ control, name: 'responseMapping' });
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = (index: number) => (
    <>
      <FormTextField<FlowNodeData>
        name={`responseMapping.${index}.path`}
        label={t('flows.apiCall.mappingPath', { number: index + 1 })}
        helperText={t('flows.apiCall.mappingPathHint')}
        keepHelperText
        size="small"
        maxLength={FLOW_RESPONSE_MAPPING_LIMITS.path.maxLength}
        slotProps={{ htmlInput: { readOnly, spellCheck: false, autoCapitalize: 'none' } }}
        sx={{ flex: 1 }}
      />
      <FormTextField<FlowNodeData>
        name={`responseMapping.${index}.slot`}
        label={t('flows.apiCall.mappingSlot', { number: index + 1 })}
        size="small"
        maxLength={FLOW_RESPONSE_MAPPING_LIMITS.slot.maxLength}
        slotProps={{ htmlInput: { readOnly, spellCheck: false, autoCapitalize: 'none' } }}
        sx={{ flex: 1 }}
      />
    </>
  );
  const empty = (
    <Typography variant="body2" color="text.secondary">
      {t('flows.apiCall.noMappings')}
    </Typography>
  );
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('flows.apiCall.mappings')}
      </Typography>
      <FieldRows
        rows={fields}
        readOnly={readOnly}
        empty={empty}
        removeLabel={(index) => t('flows.apiCall.removeMapping', { number: index + 1 })}
        onRemove={(index) => {
          remove(index);
          // The button goes with its row: the focus waits on "Add mapping" instead.
          addButton.current?.focus();
        }}
        addLabel={t('flows.apiCall.addMapping')}
        addDisabled={fields.length >= MAX_RESPONSE_MAPPINGS}
        // The new row's path field takes the focus (react-hook-form's default).
        onAdd={() => append({ path: '', slot: '' })}
        addRef={addButton}
      >
        {(_row, index) => rows(index)}
      </FieldRows>
    </Stack>
  );
}
