import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addNearDuplicate } from '../../../testing/nearDuplicate';
import { mockDb, resetMockData } from '../../../mocks/data';
import { createModel, learnedFrom, reportOf } from '../../../mocks/data/models';
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
    const expected = reportOf(
      mockDb().models.find((model) => model.id === 'model-1')!,
      mockDb().intents,
    ).intents;
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
    const report = reportOf(
      mockDb().models.find((model) => model.id === 'model-1')!,
      mockDb().intents,
    );
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

  it('fixes a near-duplicate from a confusion: the example taken out of its intent, in one click', async () => {
    const db = mockDb();
    const billing = addNearDuplicate(db.intents, 'ex-near');
    const model = createModel('model-dup', learnedFrom(db.intents), {
      at: Date.now(),
      by: null,
      trainingJobId: null,
    });
    db.models.push(model);
    const { user } = renderPage('model-dup');
    const matrix = await screen.findByRole('table', { name: 'Confusion matrix' });
    await user.click(
      within(matrix).getByRole('button', {
        name: /examples? of billing\.question understood as order\.status$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'billing.question understood as order.status',
    });
    const item = within(dialog).getByText('Where is my order now?').closest('li')!;
    expect(
      within(item).getByText('Worded like an example of another intent (80% of the words alike):'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'order.status' })).toHaveAttribute(
      'href',
      `/train/intents/${db.intents.find((intent) => intent.name === 'order.status')!.id}`,
    );
    await user.click(
      within(item).getByRole('button', {
        name: 'Remove from billing.question: “Where is my order now?”',
      }),
    );
    // Gone from the intent, and the report read again says so in place of the fix.
    expect(
      await within(item).findByText(/no longer an example of billing\.question/),
    ).toBeVisible();
    expect(billing.examples.map((example) => example.id)).not.toContain('ex-near');
    expect(within(item).queryByRole('button', { name: /^Remove from billing/ })).toBeNull();
  });

  it('says so in place when the model is not there', async () => {
    renderPage('nope');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
