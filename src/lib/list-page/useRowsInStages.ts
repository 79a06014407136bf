import { startTransition, useEffect, useMemo, useState } from 'react';

/** The height of a grid row at MUI X's standard density. */
const ROW_HEIGHT = 52;

/**
 * A grid's rows when it mounts: first only as many as the window can show, then the rest in a
 * transition, which React renders in slices after that first paint. Mounting a page of 25 rows
 * with their controls is most of a list's switch time, and the rows below the fold are not seen
 * before they arrive a few frames later. Later pages and refreshes render whole.
 */
export function useRowsInStages<Row>(rows: readonly Row[]): readonly Row[] {
  const [shown] = useState(() => Math.ceil(window.innerHeight / ROW_HEIGHT));
  const [firstStage, setFirstStage] = useState(rows.length > shown);
  useEffect(() => {
    if (firstStage) startTransition(() => setFirstStage(false));
  }, [firstStage]);
  return useMemo(() => (firstStage ? rows.slice(0, shown) : rows), [rows, firstStage, shown]);
}
