import { act, screen } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { createSyncTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
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

function renderGrid() {
  return renderWithProviders(
    <ServerDataGrid<Row, 'name'>
      label="Rows"
      rows={[{ id: 'a', name: 'Alpha', turns: 12345.5 }]}
      columns={columns}
      total={1}
      sort={{ field: 'name', direction: 'asc' }}
      page={1}
      pageSize={25}
      isSortField={(field): field is 'name' => field === 'name'}
      onSortChange={() => undefined}
      onPageChange={() => undefined}
      noRowsLabel="None"
    />,
    { i18n: createSyncTestI18n(['en-US', 'de-DE']) },
  );
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
});
