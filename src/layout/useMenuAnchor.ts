import { useState, type MouseEvent } from 'react';

/** Open/close state of a menu anchored to the button that opened it. */
export function useMenuAnchor() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  return {
    anchorEl,
    open: anchorEl !== null,
    handleOpen: (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget),
    handleClose: () => setAnchorEl(null),
  };
}
