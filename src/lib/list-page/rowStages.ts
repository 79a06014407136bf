import type { GridRowId } from '@mui/x-data-grid';
import { createContext, startTransition, useEffect, useMemo, useState } from 'react';
import { whenIdle } from '../idle/whenIdle';

/** The height of a grid row at MUI X's standard density. */
const ROW_HEIGHT = 52;

/** The rows a grid does not draw yet (below the window on its first paint), or none. */
export const RowsHeldBack = createContext<ReadonlySet<GridRowId> | null>(null);

/**
 * Which rows a grid holds back when it mounts: all but as many as the window can show. Mounting a
 * page of 25 rows with their controls is most of a list's switch time, and rows below the fold
 * are not seen before they arrive a few frames later. They are released when the browser is next
 * idle after that first paint (within half a second), in a transition React renders in slices:
 * for a person looking at the list that is at once, and a list left at once (a click on the next
 * link) does not draw them at all, where a release right after the paint was drawn in the next
 * page's time. The grid keeps its full height meanwhile, so nothing moves; later pages and
 * refreshes render whole.
 */
export function useRowsHeldBack<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => GridRowId,
): ReadonlySet<GridRowId> | null {
  const [shown] = useState(() => Math.ceil(window.innerHeight / ROW_HEIGHT));
  const [firstStage, setFirstStage] = useState(rows.length > shown);
  useEffect(() => {
    if (!firstStage) return;
    return whenIdle(() => startTransition(() => setFirstStage(false)), { timeout: 500 });
  }, [firstStage]);
  return useMemo(
    () => (firstStage ? new Set(rows.slice(shown).map(idOf)) : null),
    [firstStage, rows, shown, idOf],
  );
}
