import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ToggleFilterProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** The buttons joined as one bar, as MUI's toggle button group draws them. */
const JOINED: SxProps<Theme> = {
  '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '&:not(:first-of-type)': {
    ml: '-1px',
    borderLeftColor: 'transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
};

/**
 * A visibly labelled group of buttons of which exactly one is chosen. The standard colour: the
 * theme's primary teal on its selected tint fails WCAG contrast.
 *
 * Plain toggle buttons in a labelled group, each a Tab stop: MUI 9's toggle button group
 * registers its buttons from layout effects, and that state update renders the group again in
 * the commit that mounts it, which also runs every effect of that commit in the same task (on a
 * phone's signed-in start, the Dashboard's longest one).
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
      <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            size="small"
            selected={option.value === value}
            // The chosen one stays chosen: one option is always on.
            onChange={() => {
              if (option.value !== value) onChange(option.value);
            }}
            sx={JOINED}
          >
            {option.label}
          </ToggleButton>
        ))}
      </Stack>
    </Stack>
  );
}
