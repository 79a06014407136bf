import { GridRow, type GridRowId, type GridRowProps } from '@mui/x-data-grid';
import { use, type ReactNode } from 'react';
import { RowsHeldBack, useRowsHeldBack } from './rowStages';

/**
 * Holds back a grid's rows below the window on its first paint (`useRowsHeldBack`). The state
 * lives here, not in the grid's parent, so releasing them renders only the row wrappers: a new
 * render of the grid would render every cell again.
 */
export function RowStages<Row>(props: {
  rows: readonly Row[];
  idOf: (row: Row) => GridRowId;
  children: ReactNode;
}) {
  const heldBack = useRowsHeldBack(props.rows, props.idOf);
  return <RowsHeldBack value={heldBack}>{props.children}</RowsHeldBack>;
}

/** The grid's row, drawn once the grid no longer holds it back. */
export function StagedGridRow(props: GridRowProps) {
  const heldBack = use(RowsHeldBack);
  return heldBack?.has(props.rowId) ? null : <GridRow {...props} />;
}
