import { useStoreApi } from '@xyflow/react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { FlowNode } from '../../../../lib/api-client/schema';
import { NODE_HEIGHT, NODE_WIDTH } from '../canvasNodes';
import { moveNodes, type FlowGraph } from '../graph';
import { ARROW_DIRECTIONS, stepInDirection } from './stepNavigation';

/** How far Alt + an arrow moves a step (Shift: four times as far), in flow units. */
const MOVE_STEP = 10;
const MOVES: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
};

export const stepElement = (id: string) =>
  document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);

const stepIdOf = (target: EventTarget) =>
  target instanceof HTMLElement && target.classList.contains('react-flow__node')
    ? (target.dataset.id ?? undefined)
    : undefined;

export interface CanvasKeyboardInput {
  graph: FlowGraph;
  /** The one selected step, which is also where the keyboard starts. */
  selectedId: string | undefined;
  readOnly: boolean;
  select: (ids: ReadonlySet<string>) => void;
  onChange: (graph: FlowGraph) => void;
  /** Enter on a step: its settings, ready to type in. */
  onOpenSettings: () => void;
}

/**
 * The canvas as one Tab stop with roving focus: only one step is in the Tab order (the last
 * focused, else the selected, else the start step), the arrow keys move the focus along the
 * connections, Enter opens the focused step's settings, Space selects it, Escape clears the
 * selection, Alt + arrows move the step. A step off screen is brought into view before it takes
 * the focus: only the steps on screen exist in the page (onlyRenderVisibleElements).
 */
export function useCanvasKeyboard({
  graph,
  selectedId,
  readOnly,
  select,
  onChange,
  onOpenSettings,
}: CanvasKeyboardInput) {
  const store = useStoreApi();
  const [focused, setFocused] = useState<string | undefined>(undefined);
  /** The step the focus came down from, so Up goes back the same way. */
  const cameFrom = useRef(new Map<string, string>());
  const exists = (id: string | undefined) =>
    id !== undefined && graph.nodes.some((node) => node.id === id);
  const activeId = exists(focused)
    ? focused
    : exists(selectedId)
      ? selectedId
      : (graph.nodes.find((node) => node.type === 'start') ?? graph.nodes[0])?.id;

  const onScreen = (node: FlowNode) => {
    const { width, height, transform } = store.getState();
    const [x, y, zoom] = transform;
    const left = node.position.x * zoom + x;
    const top = node.position.y * zoom + y;
    return (
      left >= 0 &&
      top >= 0 &&
      left + NODE_WIDTH * zoom <= width &&
      top + NODE_HEIGHT * zoom <= height
    );
  };

  const focusStep = (id: string) => {
    const node = graph.nodes.find((candidate) => candidate.id === id);
    if (!node) return;
    setFocused(id);
    if (!onScreen(node)) {
      const { transform, setCenter } = store.getState();
      const zoom = transform[2];
      void setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, { zoom });
    }
    // Drawn once the canvas has moved: two frames, then it takes the focus.
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => stepElement(id)?.focus()),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const id = stepIdOf(event.target);
    if (id === undefined || event.ctrlKey || event.metaKey) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction && event.altKey) {
      const node = graph.nodes.find((candidate) => candidate.id === id);
      const move = MOVES[event.key];
      if (readOnly || !node || !move) return;
      event.preventDefault();
      const distance = MOVE_STEP * (event.shiftKey ? 4 : 1);
      const position = {
        x: node.position.x + move.x * distance,
        y: node.position.y + move.y * distance,
      };
      onChange(moveNodes(graph, new Map([[id, position]])));
    } else if (direction) {
      event.preventDefault();
      const to = stepInDirection(graph, id, direction, cameFrom.current.get(id));
      if (to === undefined) return;
      if (direction === 'next') cameFrom.current.set(to, id);
      else if (direction !== 'previous') {
        const from = cameFrom.current.get(id);
        if (from !== undefined) cameFrom.current.set(to, from);
      }
      focusStep(to);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      select(new Set([id]));
      onOpenSettings();
    } else if (event.key === ' ') {
      event.preventDefault();
      select(new Set([id]));
    } else if (event.key === 'Escape') {
      select(new Set());
    } else if (event.key === 'Home') {
      const start = graph.nodes.find((node) => node.type === 'start');
      if (start) {
        event.preventDefault();
        focusStep(start.id);
      }
    }
  };

  /**
   * After the canvas was moved: a Tab stop stays among the steps on screen (one off screen is
   * not in the page), the one nearest the middle.
   */
  const onMoveEnd = () => {
    const active = graph.nodes.find((node) => node.id === activeId);
    if (!active || onScreen(active)) return;
    const { width, height, transform } = store.getState();
    const [x, y, zoom] = transform;
    const middle = { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
    const distance = (node: FlowNode) =>
      Math.hypot(node.position.x - middle.x, node.position.y - middle.y);
    const nearest = graph.nodes.filter(onScreen).sort((a, b) => distance(a) - distance(b))[0];
    if (nearest) setFocused(nearest.id);
  };

  /** A step focused by any means (a click, the palette) is where Tab comes back to. */
  const onFocus = (event: FocusEvent) => {
    const id = stepIdOf(event.target);
    if (id !== undefined) setFocused(id);
  };

  return { activeId, onKeyDown, onFocus, onMoveEnd };
}
