import type { TextFieldProps } from '@mui/material/TextField';

type SlotProps = TextFieldProps['slotProps'];

/** The input's own maxLength (`slotProps.htmlInput.maxLength`), if a form gave one. */
export function htmlMaxLength(slotProps: SlotProps): number | undefined {
  const htmlInput = slotProps?.htmlInput;
  if (!htmlInput || typeof htmlInput === 'function') return undefined;
  const { maxLength } = htmlInput as { maxLength?: unknown };
  return typeof maxLength === 'number' ? maxLength : undefined;
}

/** The slot props with the input stopping at `maxLength` characters. */
export function withMaxLength(slotProps: SlotProps, maxLength: number): SlotProps {
  const htmlInput = slotProps?.htmlInput;
  return {
    ...slotProps,
    htmlInput:
      typeof htmlInput === 'function'
        ? (ownerState) => ({ ...htmlInput(ownerState), maxLength })
        : { ...htmlInput, maxLength },
  };
}

/**
 * Whether a text is close enough to its limit to show the count: its last tenth, so a person
 * sees the end coming before the field stops taking characters.
 */
export const nearLimit = (length: number, maxLength: number) =>
  maxLength > 0 && length >= Math.ceil(maxLength * 0.9);
