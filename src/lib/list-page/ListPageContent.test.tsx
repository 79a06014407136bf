import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ListPageContent, type ListQuery } from './ListPageContent';

type Page = { items: string[] };

function renderContent(query: Partial<ListQuery<Page>>, waiting?: boolean) {
  const refetch = vi.fn();
  renderWithProviders(
    <ListPageContent
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
    </ListPageContent>,
  );
  return refetch;
}

describe('ListPageContent', () => {
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
