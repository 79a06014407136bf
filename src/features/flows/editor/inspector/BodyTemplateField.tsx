import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_CALL_BODY_TEMPLATE_LIMITS,
  type FlowNodeData,
} from '../../../../lib/api-client/schema';
import { checkBody } from '../../model/apiCall';
import { BODY_FAULT_KEYS } from '../../labels';
import { lineAndColumn } from '../../model/textPosition';
import { FaultMark } from './FaultMark';

/**
 * An API call's request body: a JSON template with `{slot}` for the flow's slots, checked as it is
 * typed; a fault is named with its line and character, and marked under a copy of its line.
 */
export function BodyTemplateField({
  slots,
  readOnly,
}: {
  slots: ReadonlySet<string>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { field } = useController({ control, name: 'body' });
  const text = (field.value as string | undefined) ?? '';
  const fault = checkBody(text, slots);
  return (
    <Box>
      <TextField
        {...field}
        value={text}
        label={t('flows.editor.fields.body')}
        size="small"
        fullWidth
        multiline
        minRows={3}
        error={fault !== null}
        helperText={
          fault
            ? t('flows.apiCall.bodyFault', {
                ...lineAndColumn(text, fault.position),
                reason: t(BODY_FAULT_KEYS[fault.fault], { name: fault.name ?? '' }),
              })
            : t('flows.apiCall.bodyHint')
        }
        slotProps={{
          htmlInput: {
            readOnly,
            maxLength: API_CALL_BODY_TEMPLATE_LIMITS.maxLength,
            spellCheck: false,
            sx: { fontFamily: 'monospace' },
          },
        }}
      />
      {fault && <FaultMark text={text} position={fault.position} />}
    </Box>
  );
}
