import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDockWidth, DOCK_MAX_WIDTH, DOCK_MIN_WIDTH } from './workspacePreferences';

const KEY_STEP = 16;

export interface DockResizeHandleProps {
  width: number;
  /** The dock's id: the separator says what it resizes. */
  controls: string;
  /** A width while dragging (`done` false), the one to remember when it ends or by key. */
  onResize: (width: number, done: boolean) => void;
}

/**
 * The edge between canvas and panels: drag it, or focus it and use the arrow keys (Home and End
 * for the narrowest and widest). The dock lies right of it, so moving left widens the panels.
 */
export function DockResizeHandle({ width, controls, onResize }: DockResizeHandleProps) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; width: number } | undefined>(undefined);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const widthAt = (event: PointerEvent) =>
    drag.current && clampDockWidth(drag.current.width + drag.current.x - event.clientX);
  const onPointerMove = (event: PointerEvent) => {
    const next = widthAt(event);
    if (next !== undefined) onResize(next, false);
  };
  const onPointerUp = (event: PointerEvent) => {
    const next = widthAt(event);
    drag.current = undefined;
    if (next !== undefined) onResize(next, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowLeft: width + KEY_STEP,
      ArrowRight: width - KEY_STEP,
      Home: DOCK_MIN_WIDTH,
      End: DOCK_MAX_WIDTH,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(clampDockWidth(next), true);
  };

  return (
    <Box
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('flows.workspace.resize')}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={DOCK_MIN_WIDTH}
      aria-valuemax={DOCK_MAX_WIDTH}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      sx={{
        width: 8,
        flexShrink: 0,
        cursor: 'col-resize',
        touchAction: 'none',
        borderRadius: 1,
        display: 'flex',
        justifyContent: 'center',
        '&::after': { content: '""', width: 2, bgcolor: 'divider' },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.dark' },
      }}
    />
  );
}
