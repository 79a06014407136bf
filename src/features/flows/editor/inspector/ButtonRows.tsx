import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLOW_BUTTON_LIMITS,
  type FlowNodeData,
  type Language,
} from '../../../../lib/api-client/schema';
import { FieldRows } from '../../../../lib/forms/fields/FieldRows';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { BranchCheckbox } from './BranchCheckbox';

/** The contract's most buttons per question. */
const MAX_BUTTONS = 10;

const newButtonId = () => `btn-${crypto.randomUUID().slice(0, 8)}`;

/**
 * An Ask's buttons in a chat (quick replies): a label per language, the value a click answers
 * with, and whether the button goes its own way (an output of its own on the canvas).
 */
export function ButtonRows({
  languages,
  readOnly,
}: {
  languages: readonly Language[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<FlowNodeData>();
  const { fields, append, remove } = useFieldArray({ control, name: 'buttons', keyName: 'key' });
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('flows.buttons.title')}
      </Typography>
      <FieldRows
        rows={fields.map((field) => ({ ...field, id: field.key }))}
        readOnly={readOnly}
        empty={
          <Typography variant="body2" color="text.secondary">
            {t('flows.buttons.none')}
          </Typography>
        }
        removeLabel={(index) => t('flows.buttons.remove', { number: index + 1 })}
        onRemove={(index) => {
          remove(index);
          addButton.current?.focus();
        }}
        addLabel={t('flows.buttons.add')}
        addDisabled={fields.length >= MAX_BUTTONS}
        onAdd={() => append({ id: newButtonId(), labels: {}, value: '' })}
        addRef={addButton}
      >
        {(_row, index) => (
          <Stack
            role="group"
            aria-label={t('flows.buttons.button', { number: index + 1 })}
            sx={{ gap: 1, flex: 1 }}
          >
            {languages.map((language) => (
              <FormTextField<FlowNodeData>
                key={language}
                name={`buttons.${index}.labels.${language}`}
                label={t('flows.buttons.label', {
                  number: index + 1,
                  language: t(LANGUAGE_LABEL_KEYS[language]),
                })}
                size="small"
                maxLength={FLOW_BUTTON_LIMITS.labels.maxLength}
                slotProps={{ htmlInput: { readOnly, lang: language } }}
              />
            ))}
            <FormTextField<FlowNodeData>
              name={`buttons.${index}.value`}
              label={t('flows.buttons.value', { number: index + 1 })}
              helperText={t('flows.buttons.valueHint')}
              size="small"
              maxLength={FLOW_BUTTON_LIMITS.value.maxLength}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <BranchCheckbox
              name={`buttons.${index}.branch`}
              label={t('flows.buttons.branch', { number: index + 1 })}
              readOnly={readOnly}
            />
          </Stack>
        )}
      </FieldRows>
    </Stack>
  );
}
