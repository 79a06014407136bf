import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PageContainer } from './PageContainer';

describe('PageContainer', () => {
  it('renders the title as the page heading and document title, with actions and content', async () => {
    renderWithProviders(
      <PageContainer title="Flows" actions={<Button>New flow</Button>}>
        <p>Content</p>
      </PageContainer>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New flow' })).toBeInTheDocument();
    expect(screen.getByText('Content')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Flows · NEO Portal'));
  });

  it('cuts a long title to two lines with an ellipsis, keeping all of it in its name and on hover', () => {
    const name = `Order status ${'and returns '.repeat(6)}`.trim();
    renderWithProviders(<PageContainer title={name} actions={<Button>Back</Button>} />);

    const heading = screen.getByRole('heading', { level: 1, name });
    expect(heading).toHaveAttribute('title', name);
    expect(heading).toHaveStyle({
      display: '-webkit-box',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      minWidth: '0px',
    });
    expect(getComputedStyle(heading).getPropertyValue('-webkit-line-clamp')).toBe('2');
  });
});
