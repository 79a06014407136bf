import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { CardListPagination } from './CardListPagination';
import { CardListSort } from './CardListSort';
import type { Sort } from './listParams';
import type { ListPaging, PagedListState } from './pagedList';

export interface SortedCardListProps<Field extends string> {
  /** The list's accessible name. */
  label: string;
  /** "Sort by" */
  sortLabel: string;
  /** "Descending" */
  descendingLabel: string;
  paging: ListPaging<Field>;
  fieldLabel: (field: Field) => string;
  list: PagedListState<Field>;
  /** All entries that match, over every page. */
  total: number;
  busy: boolean;
  onChange: (change: { sort: Sort<Field> } | { page: number }) => void;
  /** A card (list item) per entry of the page. */
  children: ReactNode;
}

/**
 * A server-paged list at phone width: a sort choice (there are no column headers), a card per
 * entry, paging.
 */
export function SortedCardList<Field extends string>({
  label,
  sortLabel,
  descendingLabel,
  paging,
  fieldLabel,
  list,
  total,
  busy,
  onChange,
  children,
}: SortedCardListProps<Field>) {
  return (
    <Paper variant="outlined">
      <CardListSort
        fields={paging.sortFields}
        sort={list.sort}
        fieldLabel={fieldLabel}
        label={sortLabel}
        descendingLabel={descendingLabel}
        onSort={(sort) => onChange({ sort })}
      />
      <List disablePadding aria-label={label} aria-busy={busy}>
        {children}
      </List>
      <CardListPagination
        total={total}
        page={list.page}
        pageSize={list.pageSize}
        onPage={(page) => onChange({ page })}
      />
    </Paper>
  );
}
