import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { toggledSort, type Sort } from './listParams';

export interface CardListSortProps<Field extends string> {
  fields: readonly Field[];
  sort: Sort<Field>;
  fieldLabel: (field: Field) => string;
  /** "Sort by" */
  label: string;
  /** "Descending" */
  descendingLabel: string;
  onSort: (sort: Sort<Field>) => void;
}

/** The order of a card list at phone width, where there are no column headers to click. */
export function CardListSort<Field extends string>({
  fields,
  sort,
  fieldLabel,
  label,
  descendingLabel,
  onSort,
}: CardListSortProps<Field>) {
  const descending = sort.direction === 'desc';
  const sortBy = (field: Field) => onSort(toggledSort(sort, field));
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
      <TextField
        select
        size="small"
        label={label}
        value={sort.field}
        onChange={(event) => {
          // A newly chosen field starts ascending, as a click on its column header does.
          const field = fields.find((candidate) => candidate === event.target.value);
          if (field) sortBy(field);
        }}
        sx={{ flex: 1 }}
      >
        {fields.map((field) => (
          <MenuItem key={field} value={field}>
            {fieldLabel(field)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButton
        value="desc"
        size="small"
        selected={descending}
        onChange={() => sortBy(sort.field)}
        aria-label={descendingLabel}
      >
        {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
      </ToggleButton>
    </Stack>
  );
}
