import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { FlowNodeData } from '../../../../lib/api-client/schema';
import { mappingText, parseMapping } from './slotMapping';

/** A subflow's slots handed in or taken back, one `slot = slot` per line. */
export function SlotMappingField({
  name,
  label,
  helperText,
  readOnly,
}: {
  name: 'inputs' | 'outputs';
  label: string;
  helperText: string;
  readOnly: boolean;
}) {
  const { field } = useController<FlowNodeData, 'inputs' | 'outputs'>({ name });
  // The text as typed; the form keeps only its complete lines.
  const [text, setText] = useState(() => mappingText(field.value));
  return (
    <TextField
      label={label}
      helperText={helperText}
      multiline
      minRows={2}
      size="small"
      value={text}
      name={field.name}
      inputRef={field.ref}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseMapping(event.target.value));
      }}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
