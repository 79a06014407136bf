import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockData } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TestSentence } from './TestSentence';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

describe('TestSentence', () => {
  it('shows the most likely intents with their confidence, linked to each intent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestSentence language="en-US" />);
    await user.type(screen.getByRole('textbox', { name: 'Sentence' }), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const results = await screen.findByRole('region', { name: 'Recognised intents' });
    const [first] = within(results).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'order.status' })).toHaveAttribute(
      'href',
      '/train/intents/intent-2',
    );
    expect(within(first!).getByText('100%')).toBeInTheDocument();
    expect(
      within(first!).getByRole('progressbar', { name: 'Confidence for order.status' }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('names the entities the sentence mentions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestSentence language="en-US" />);
    await user.type(
      screen.getByRole('textbox', { name: 'Sentence' }),
      'Where is my router, order AB123456?',
    );
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(
      await screen.findByText('Entities: product: router, order_number: AB123456'),
    ).toBeInTheDocument();
  });

  it('says so when nothing is recognised, and sends nothing without a sentence', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestSentence language="en-US" />);
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recognised intents' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Sentence' }), 'zzz qqq');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('No intent recognised.')).toBeInTheDocument();
  });
});
