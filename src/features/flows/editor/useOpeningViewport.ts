import { useReactFlow, useStore, useStoreApi, type Viewport } from '@xyflow/react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { readPreference, usePersonId, writePreference } from '../../../lib/preferences';
import type { FlowNode } from '../../../lib/api-client/schema';
import { NODE_HEIGHT, NODE_WIDTH } from './canvasNodes';

/** Steps read at this zoom: their smallest text (12 px) stays above 11 px on screen. */
export const READABLE_ZOOM = 1;
/** Where the start step's middle lands, from the canvas' top: the steps after it lie below. */
const START_AT_HEIGHT = 0.2;

/** A place on the flow: the point at the canvas' middle (flow units) and the zoom. */
const parsePlace = (value: unknown): Viewport | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { x, y, zoom } = value as Record<string, unknown>;
  return typeof x === 'number' &&
    typeof y === 'number' &&
    typeof zoom === 'number' &&
    [x, y, zoom].every(Number.isFinite) &&
    zoom > 0
    ? { x, y, zoom }
    : undefined;
};

/** A step centred across, `down` of the height from the top, readable. */
function stepViewport(
  width: number,
  height: number,
  step: FlowNode | undefined,
  down: number,
): Viewport {
  const x = (step?.position.x ?? 0) + NODE_WIDTH / 2;
  const y = (step?.position.y ?? 0) + NODE_HEIGHT / 2;
  return {
    x: width / 2 - x * READABLE_ZOOM,
    y: height * down - y * READABLE_ZOOM,
    zoom: READABLE_ZOOM,
  };
}

/**
 * Where a flow opens: where this person left it last time (kept per flow and person), else at
 * its start step, readable. Set once the canvas knows its size, before it is painted; React
 * Flow's `fitView` would show the whole flow instead, too small to read on a long one.
 * Returns the `onMoveEnd` handler that keeps the place.
 */
export function useOpeningViewport(
  flowId: string,
  {
    start,
    first,
    focus,
  }: {
    start: FlowNode | undefined;
    first: { id: string }[];
    /** A step the address asked for: the flow opens on it, wherever it was left. */
    focus?: FlowNode | undefined;
  },
) {
  const person = usePersonId();
  const { setViewport, fitView } = useReactFlow();
  const width = useStore((state) => state.width);
  const height = useStore((state) => state.height);
  const domNode = useStore((state) => state.domNode);
  const store = useStoreApi();
  const opened = useRef(false);
  // The middle of what the person saw, not the canvas' corner: a flow left on a wide screen
  // opens around the same steps on a narrow one.
  const name = `flows.place.${flowId}`;

  useLayoutEffect(() => {
    if (opened.current || width === 0 || height === 0) return;
    opened.current = true;
    const left = readPreference(person, name, parsePlace);
    if (focus && domNode?.clientHeight) {
      void setViewport(stepViewport(width, height, focus, 0.5));
    } else if (focus) {
      void fitView({ nodes: [{ id: focus.id }], maxZoom: READABLE_ZOOM });
    } else if (left) {
      void setViewport({
        x: width / 2 - left.x * left.zoom,
        y: height / 2 - left.y * left.zoom,
        zoom: left.zoom,
      });
    } else if (domNode?.clientHeight) {
      void setViewport(stepViewport(width, height, start, START_AT_HEIGHT));
    } else {
      // Not laid out (jsdom; a canvas not displayed): React Flow assumes 500 × 500, where a
      // readable zoom shows next to nothing. The first steps are fitted into it instead.
      void fitView({ nodes: first, maxZoom: READABLE_ZOOM });
    }
  }, [width, height, domNode, person, name, start, first, focus, setViewport, fitView]);

  return useCallback(
    (_event: unknown, viewport: Viewport) => {
      if (!opened.current) return;
      const { width, height } = store.getState();
      writePreference(person, name, {
        x: (width / 2 - viewport.x) / viewport.zoom,
        y: (height / 2 - viewport.y) / viewport.zoom,
        zoom: viewport.zoom,
      });
    },
    [person, name, store],
  );
}
