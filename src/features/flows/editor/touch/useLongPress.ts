import { useRef, type PointerEvent } from 'react';

/** How long a finger rests on a step before its menu opens, as on the phones' own lists. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this pans or drags: no menu. */
const SLOP_PX = 10;

/**
 * A touch that rests on a step: `onLongPress` with the step and where the finger is. Mouse and
 * pen are left alone (they have the context menu, the right button). Handlers for the canvas'
 * wrapper, which every step's pointer events reach.
 */
export function useLongPress(onLongPress: (nodeId: string, at: { x: number; y: number }) => void) {
  const pending = useRef<
    { timer: number; x: number; y: number; nodeId: string; since: number } | undefined
  >(undefined);
  const fired = useRef(false);
  const cancel = () => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = undefined;
  };
  /**
   * The finger lifts after the menu opened under it: the tap the browser makes of that touch
   * would choose the menu item beneath. It is swallowed (only it: the window closes at once).
   */
  const lifted = (event: PointerEvent) => {
    // A busy page may handle the lifting finger before the overdue timer (input goes first):
    // a touch that rested long enough is a long press all the same.
    const rested = pending.current;
    if (rested && event.timeStamp - rested.since >= LONG_PRESS_MS) {
      fired.current = true;
      onLongPress(rested.nodeId, { x: rested.x, y: rested.y });
    }
    cancel();
    if (!fired.current) return;
    fired.current = false;
    const swallow = (event: Event) => {
      event.stopPropagation();
      event.preventDefault();
    };
    document.addEventListener('click', swallow, { capture: true, once: true });
    window.setTimeout(() => document.removeEventListener('click', swallow, { capture: true }), 300);
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      cancel();
      if (event.pointerType !== 'touch' || !event.isPrimary) return;
      const step = (event.target as Element).closest<HTMLElement>('.react-flow__node');
      const nodeId = step?.dataset.id;
      if (!nodeId) return;
      const at = { x: event.clientX, y: event.clientY };
      pending.current = {
        ...at,
        nodeId,
        since: event.timeStamp,
        timer: window.setTimeout(() => {
          pending.current = undefined;
          fired.current = true;
          onLongPress(nodeId, at);
        }, LONG_PRESS_MS),
      };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = pending.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > SLOP_PX) cancel();
    },
    onPointerUp: lifted,
    onPointerCancel: lifted,
  };
}
