import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type KeyboardEvent } from 'react';

export interface RowSelectOption<V extends string> {
  value: V;
  label: string;
}

export interface RowSelectProps<V extends string> {
  /** Unique on the page: the id of the list of choices, for aria-controls. */
  id: string;
  /** What is chosen, naming the row ("Role of …"). */
  label: string;
  value: V;
  options: readonly RowSelectOption<V>[];
  /** Another choice than the current one was made. */
  onChange: (value: V) => void;
  disabled?: boolean;
  minWidth?: number;
}

/**
 * A choice in a list row that takes effect at once (a person's role): it looks and works like
 * MUI's outlined select (Enter, Space or an arrow key opens it on the current choice, Enter takes
 * the focused one, Escape closes it, focus goes back), but mounts its list only while open. Every
 * row has one, and MUI's select renders its closed menu, popover and modal on each row's render:
 * showing a page of people took a third longer for it.
 */
export function RowSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  minWidth,
}: RowSelectProps<V>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const openFromKeys = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setAnchor(event.currentTarget);
  };
  return (
    <>
      <Button
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        variant="outlined"
        color="inherit"
        disabled={disabled}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openFromKeys}
        // Drawn like the outlined select it stands for, not like a button.
        sx={(theme) => ({
          minWidth,
          justifyContent: 'space-between',
          textTransform: 'none',
          fontWeight: 400,
          borderRadius: `${theme.shape.borderRadius}px`,
          borderColor:
            theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
          '&:hover': { borderColor: 'text.primary' },
        })}
      >
        {options.find((option) => option.value === value)?.label}
      </Button>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={close}
          slotProps={{
            list: { id, role: 'listbox', 'aria-label': label },
            paper: { sx: { minWidth: anchor.offsetWidth } },
          }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.value}
              role="option"
              aria-selected={option.value === value}
              selected={option.value === value}
              onClick={() => {
                close();
                if (option.value !== value) onChange(option.value);
              }}
            >
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
