import { act, screen, waitFor } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { createSyncTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import { listPaging } from './pagedList';
import { knownScrollbarSize, rememberScrollbarSize } from './scrollbarSize';
import { ServerDataGrid } from './ServerDataGrid';

interface Row {
  id: string;
  name: string;
  turns: number;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'turns', headerName: 'Turns', type: 'number' },
  {
    field: 'own',
    headerName: 'Own',
    type: 'number',
    valueGetter: (_value, row) => row.turns,
    valueFormatter: (value: number) => `${value} turns`,
  },
];

function grid(
  rows: Row[] = [{ id: 'a', name: 'Alpha', turns: 12345.5 }],
  gridColumns: GridColDef<Row>[] = columns,
) {
  return (
    <ServerDataGrid<Row, 'name'>
      label="Rows"
      rows={rows}
      columns={gridColumns}
      total={rows.length}
      list={{ sort: { field: 'name', direction: 'asc' }, page: 1, pageSize: 25 }}
      paging={listPaging({
        sortFields: ['name'],
        defaultSort: { field: 'name', direction: 'asc' },
        pageSizes: [25],
      })}
      onChange={() => undefined}
      noRowsLabel="None"
    />
  );
}

function renderGrid() {
  return renderWithProviders(grid(), { i18n: createSyncTestI18n(['en-US', 'de-DE']) });
}

describe('ServerDataGrid', () => {
  it('shows numbers in the interface language, not the browser’s', async () => {
    const { i18n } = renderGrid();
    await act(() => i18n.changeLanguage('de-DE'));
    expect(screen.getByRole('gridcell', { name: '12.345,5' })).toBeInTheDocument();
  });

  it('keeps a column’s own formatter', () => {
    renderGrid();
    expect(screen.getByRole('gridcell', { name: '12,345.5' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '12345.5 turns' })).toBeInTheDocument();
  });

  it('measures the scrollbar once: the first grid keeps its size, later grids take it', async () => {
    const first = renderGrid();
    // jsdom has no scrollbars: the first grid measures 0.
    await waitFor(() => expect(knownScrollbarSize()).toBe(0));
    first.unmount();

    // As if the first grid had measured a real scrollbar: the next one uses it, not its own probe.
    rememberScrollbarSize(9);
    const { container } = renderGrid();
    const root = container.querySelector<HTMLElement>('.MuiDataGrid-root')!;
    await waitFor(() =>
      expect(root.style.getPropertyValue('--DataGrid-scrollbarSize')).toBe('9px'),
    );
  });

  it('measures again on another screen scale (zoom, another display)', () => {
    rememberScrollbarSize(15);
    expect(knownScrollbarSize()).toBe(15);
    const ratio = window.devicePixelRatio;
    try {
      Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
      expect(knownScrollbarSize()).toBeUndefined();
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    }
  });
});
