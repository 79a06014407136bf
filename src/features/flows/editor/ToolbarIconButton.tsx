import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface ToolbarIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The button's name, also shown on hover and keyboard focus. */
  label: string;
  icon: ReactNode;
}

/**
 * An action of the editor's one-line toolbar as an icon: named for screen readers, its name in a
 * tooltip for everyone else. The span keeps the tooltip working on a disabled button.
 */
export function ToolbarIconButton({ label, icon, ...button }: ToolbarIconButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} {...button}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
