import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';
import type { FlowNodeData } from '../../../../lib/api-client/schema';

/** A yes/no setting of the step, e.g. whether running out of retries goes its own way. */
export function BranchCheckbox({
  name,
  label,
  readOnly,
}: {
  name: 'noAnswerBranch' | `buttons.${number}.branch`;
  label: string;
  readOnly: boolean;
}) {
  const { control } = useFormContext<FlowNodeData>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              disabled={readOnly}
            />
          }
          label={label}
        />
      )}
    />
  );
}
