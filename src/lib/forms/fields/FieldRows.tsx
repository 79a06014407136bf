import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';

export interface FieldRowsProps<Row extends { id: string }> {
  /** react-hook-form's `fields` of a field array. */
  rows: readonly Row[];
  /** The row's fields; they stand side by side from the `sm` breakpoint up. */
  children: (row: Row, index: number) => ReactNode;
  /** Names the row's remove button ("Remove value 2"). */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  addRef?: Ref<HTMLButtonElement>;
  /** Shown instead of an empty list. */
  empty?: ReactNode;
  /** The rows only: no remove or add buttons. */
  readOnly?: boolean;
  /** At the most rows there may be: the add button waits. */
  addDisabled?: boolean;
}

/**
 * The rows of a field array: an ordered list, a remove button at the end of each row, and the add
 * button after the list, not in it (an ol may hold list items only).
 */
export function FieldRows<Row extends { id: string }>({
  rows,
  children,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
  addRef,
  empty,
  readOnly = false,
  addDisabled = false,
}: FieldRowsProps<Row>) {
  return (
    <>
      {rows.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <Stack component="ol" sx={{ m: 0, p: 0, listStyle: 'none', gap: 2 }}>
          {rows.map((row, index) => (
            <Stack
              component="li"
              key={row.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
            >
              {children(row, index)}
              {!readOnly && (
                <IconButton
                  aria-label={removeLabel(index)}
                  onClick={() => onRemove(index)}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Button
          ref={addRef}
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={addDisabled}
          sx={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </>
  );
}
