import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ToggleFilterProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * A visibly labelled group of buttons of which exactly one is chosen. The standard colour: the
 * theme's primary teal on its selected tint fails WCAG contrast.
 */
export function ToggleFilter<T extends string>({
  label,
  value,
  options,
  onChange,
}: ToggleFilterProps<T>) {
  const labelId = useId();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        exclusive
        size="small"
        value={value}
        // A click on the chosen button reports null; one option must always stay chosen.
        onChange={(_event, next: T | null) => {
          if (next !== null) onChange(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
