import type { GridRowId } from '@mui/x-data-grid';
import { createContext, startTransition, useEffect, useMemo, useState } from 'react';

/** The height of a grid row at MUI X's standard density. */
const ROW_HEIGHT = 52;

/** The rows a grid does not draw yet (below the window on its first paint), or none. */
export const RowsHeldBack = createContext<ReadonlySet<GridRowId> | null>(null);

/**
 * Which rows a grid holds back when it mounts: all but as many as the window can show. A
 * transition releases them right after that first paint, and React renders it in slices. Mounting
 * a page of 25 rows with their controls is most of a list's switch time, and rows below the fold
 * are not seen before they arrive a few frames later. The grid keeps its full height meanwhile,
 * so nothing moves; later pages and refreshes render whole.
 */
export function useRowsHeldBack<Row>(
  rows: readonly Row[],
  idOf: (row: Row) => GridRowId,
): ReadonlySet<GridRowId> | null {
  const [shown] = useState(() => Math.ceil(window.innerHeight / ROW_HEIGHT));
  const [firstStage, setFirstStage] = useState(rows.length > shown);
  useEffect(() => {
    if (firstStage) startTransition(() => setFirstStage(false));
  }, [firstStage]);
  return useMemo(
    () => (firstStage ? new Set(rows.slice(shown).map(idOf)) : null),
    [firstStage, rows, shown, idOf],
  );
}
