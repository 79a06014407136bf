import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** Undefined shows the "all" entry. */
  value: T | undefined;
  allLabel: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}

/** A labelled select whose empty entry means "no filter". */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  const { id, label, value, allLabel, options, onChange } = props;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      sx={{ minWidth: 170 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
