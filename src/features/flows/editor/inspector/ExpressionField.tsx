import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FlowNodeData } from '../../../../lib/api-client/schema';
import { FLOW_CONDITION_RULE_LIMITS } from '../../../../lib/api-client/schema';
import { checkExpression } from '../../model/expression';
import { EXPRESSION_FAULT_KEYS } from '../../labels';
import { FaultMark } from './FaultMark';

/**
 * A rule's condition as an expression over the flow's slots, checked as it is typed: a fault
 * is named with the character it starts at, and marked under a copy of the expression.
 */
export function ExpressionField({
  index,
  slots,
  readOnly,
}: {
  index: number;
  slots: ReadonlySet<string>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { field } = useController({ control, name: `rules.${index}.expression` });
  const text = (field.value as string | undefined) ?? '';
  // An empty field shows the hint, not a fault: the problems list says a rule needs one.
  const fault = text === '' ? null : checkExpression(text, slots);
  return (
    <Box>
      <TextField
        {...field}
        value={text}
        label={t('flows.editor.fields.ruleExpression', { number: index + 1 })}
        size="small"
        fullWidth
        multiline
        minRows={1}
        error={fault !== null}
        helperText={
          fault
            ? t('flows.expression.fault', {
                position: fault.position + 1,
                reason: t(EXPRESSION_FAULT_KEYS[fault.fault], { name: fault.name ?? '' }),
              })
            : t('flows.expression.hint')
        }
        slotProps={{
          htmlInput: {
            readOnly,
            maxLength: FLOW_CONDITION_RULE_LIMITS.expression.maxLength,
            spellCheck: false,
            sx: { fontFamily: 'monospace' },
          },
        }}
      />
      {fault && <FaultMark text={text} position={fault.position} />}
    </Box>
  );
}
