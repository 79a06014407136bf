import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export interface RowAction {
  label: string;
  run: () => void;
  /** Deletes or removes something: shown in the error colour. */
  destructive?: boolean;
}

export interface RowActionsMenuProps {
  /** Unique on the page: the menu's id, for aria-controls. */
  id: string;
  /** "More actions for …", naming the row. */
  label: string;
  actions: readonly RowAction[];
  disabled?: boolean;
}

/**
 * A list row's "more actions" button and its menu. The menu is mounted only while open: every row
 * of a list has one, and a closed MUI menu still renders its popover and modal on each row's
 * render, which made showing a list of people noticeably slower.
 */
export function RowActionsMenu({ id, label, actions, disabled }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      {anchor && (
        <Menu id={id} anchorEl={anchor} open onClose={close}>
          {actions.map((action) => (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                action.run();
              }}
              sx={action.destructive ? { color: 'error.dark' } : undefined}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
