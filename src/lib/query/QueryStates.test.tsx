import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QueryStates, type QueryStatesQuery } from './QueryStates';

type Page = { items: string[] };

function renderContent(query: Partial<QueryStatesQuery<Page>>, waiting?: boolean) {
  const refetch = vi.fn();
  renderWithProviders(
    <QueryStates
      query={{ data: undefined, isError: false, error: null, refetch, ...query }}
      waiting={waiting}
      isEmpty={(page) => page.items.length === 0}
      emptyMessage="Nobody here yet."
    >
      {(page) => (
        <ul>
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
  return refetch;
}

describe('QueryStates', () => {
  it('shows placeholder rows while the first answer is on its way', () => {
    renderContent({});
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the placeholder while another answer the rows depend on is on its way', () => {
    renderContent({ data: { items: ['Ada'] } }, true);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failed first load with Retry', async () => {
    const refetch = renderContent({ isError: true, error: new Error('down') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder the screen gives', () => {
    renderWithProviders(
      <QueryStates
        query={{ data: undefined, isError: false, error: null, refetch: vi.fn() }}
        loading={<p>Drawing the chart…</p>}
      >
        {() => <p>Chart</p>}
      </QueryStates>,
    );
    expect(screen.getByText('Drawing the chart…')).toBeInTheDocument();
  });

  it('shows the content when there is something', () => {
    renderContent({ data: { items: ['Ada', 'Grace'] } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada',
      'Grace',
    ]);
  });

  it('puts a failed load in the frame the screen gives', () => {
    renderWithProviders(
      <QueryStates
        query={{ data: undefined, isError: true, error: new Error('down'), refetch: vi.fn() }}
        errorFrame={(error) => <section aria-label="Frame">{error}</section>}
      >
        {() => <p>Content</p>}
      </QueryStates>,
    );
    expect(screen.getByRole('region', { name: 'Frame' })).toHaveTextContent('Try again');
  });

  it('says why there is nothing', () => {
    renderContent({ data: { items: [] } });
    expect(screen.getByText('Nobody here yet.')).toBeInTheDocument();
  });

  it('keeps a page on screen when a newer one fails', () => {
    renderContent({ data: { items: ['Ada'] }, isError: true, error: new Error('down') });
    expect(screen.getByRole('listitem')).toHaveTextContent('Ada');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
