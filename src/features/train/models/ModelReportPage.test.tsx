import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../../mocks/data';
import { reportOf } from '../../../mocks/data/models';
import { renderRoute } from '../../../testing/renderWithProviders';
import ModelReportPage from './ModelReportPage';

beforeEach(() => resetMockData());

const renderPage = (modelId: string) => ({
  user: userEvent.setup(),
  ...renderRoute(<ModelReportPage />, {
    path: '/train/models/:id',
    initialEntries: [`/train/models/${modelId}`],
  }),
});

describe('ModelReportPage', () => {
  it('names the model and lists each intent’s figures, the weakest first', async () => {
    renderPage('model-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Model of / }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Per intent' });
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = reportOf(mockDb().models.find((model) => model.id === 'model-1')!).intents;
    expect(rows).toHaveLength(expected.length);
    const f1 = rows.map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent));
    expect(f1).toEqual([...f1].sort((a, b) => a - b));
    // Each intent's name leads to its examples.
    const weakest = [...expected].sort(
      (a, b) => a.f1 - b.f1 || a.intent.name.localeCompare(b.intent.name),
    )[0]!;
    expect(within(rows[0]!).getByRole('link', { name: weakest.intent.name })).toHaveAttribute(
      'href',
      `/train/intents/${weakest.intent.intentId}`,
    );
  });

  it('opens a confusion’s examples from the matrix and leads to the intent to fix them', async () => {
    const { user } = renderPage('model-1');
    const report = reportOf(mockDb().models.find((model) => model.id === 'model-1')!);
    const confused = report.cells.find(
      (cell) => cell.understood !== null && cell.understood.intentId !== cell.actual.intentId,
    )!;
    const matrix = await screen.findByRole('table', { name: 'Confusion matrix' });
    const name = `${confused.count} example${confused.count === 1 ? '' : 's'} of ${confused.actual.name} understood as ${confused.understood!.name}`;
    await user.click(within(matrix).getByRole('button', { name }));

    const dialog = await screen.findByRole('dialog', {
      name: `${confused.actual.name} understood as ${confused.understood!.name}`,
    });
    for (const example of confused.examples) {
      expect(within(dialog).getByText(example.text)).toBeInTheDocument();
    }
    // Nothing is decided here: the dialog closes, or leads to the intent.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: `Open ${confused.actual.name}` }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('says so in place when the model is not there', async () => {
    renderPage('nope');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
