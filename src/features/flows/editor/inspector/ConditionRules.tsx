import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLOW_CONDITION_OPERATOR_VALUES,
  type FlowNodeData,
} from '../../../../lib/api-client/schema';
import { FormSelect } from '../../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { OPERATOR_LABEL_KEYS, UNARY_OPERATORS } from '../../labels';
import { ExpressionField } from './ExpressionField';

/**
 * A condition's rules in order: each one an output; the first that holds is taken. A rule is a
 * slot compared with a value, or an expression over the flow's slots.
 */
export function ConditionRules({
  readOnly,
  newRuleId,
  slots,
}: {
  readOnly: boolean;
  newRuleId: () => string;
  /** The slots the flow fills: what an expression may name. */
  slots: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rules', keyName: 'key' });
  const rules = useWatch({ control, name: 'rules' });
  const operators = FLOW_CONDITION_OPERATOR_VALUES.map((operator) => ({
    value: operator,
    label: t(OPERATOR_LABEL_KEYS[operator]),
  }));
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('flows.editor.fields.rules')}
      </Typography>
      {fields.map((rule, index) => {
        const number = index + 1;
        const operator = rules?.[index]?.operator;
        return (
          <Stack key={rule.key} sx={{ gap: 1 }}>
            {operator !== 'expression' && (
              <FormTextField<FlowNodeData>
                name={`rules.${index}.slot`}
                label={t('flows.editor.fields.ruleSlot', { number })}
                size="small"
                slotProps={{ htmlInput: { readOnly, maxLength: 60 } }}
              />
            )}
            <FormSelect<FlowNodeData>
              name={`rules.${index}.operator`}
              label={t('flows.editor.fields.ruleOperator', { number })}
              options={operators}
              size="small"
              disabled={readOnly}
            />
            {operator === 'expression' && (
              <ExpressionField index={index} slots={slots} readOnly={readOnly} />
            )}
            {operator && operator !== 'expression' && !UNARY_OPERATORS.includes(operator) && (
              <FormTextField<FlowNodeData>
                name={`rules.${index}.value`}
                label={t('flows.editor.fields.ruleValue', { number })}
                size="small"
                slotProps={{ htmlInput: { readOnly, maxLength: 200 } }}
              />
            )}
            {!readOnly && (
              <IconButton
                aria-label={t('flows.editor.fields.removeRule', { number })}
                onClick={() => remove(index)}
                sx={{ alignSelf: 'flex-end' }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ id: newRuleId(), slot: '', operator: 'equals', value: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('flows.editor.fields.addRule')}
        </Button>
      )}
    </Stack>
  );
}
