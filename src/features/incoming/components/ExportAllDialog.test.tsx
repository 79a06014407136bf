import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ExportAllDialog } from './ExportAllDialog';

const downloads = vi.hoisted(() => [] as { text: string; name: string }[]);
vi.mock('../../../lib/csv/downloadFile', () => ({
  downloadTextFile: (text: string, name: string) => downloads.push({ text, name }),
}));

describe('ExportAllDialog', () => {
  it('says how many match, exports every page of the filter and closes', async () => {
    const user = userEvent.setup();
    const voice = mockDb().conversations.filter((c) => c.channel === 'voice').length;
    const onClose = vi.fn();
    renderWithProviders(
      <ExportAllDialog open filter={{ channel: 'voice' }} matching={voice} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Export all matching conversations' });
    expect(dialog).toHaveTextContent(`${voice} conversations match the filters.`);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(downloads).toHaveLength(1);
    const lines = downloads[0]!.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + voice);
  });

  it('explains the cap before anything is fetched', () => {
    renderWithProviders(<ExportAllDialog open filter={{}} matching={12_345} onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '12,345 conversations match the filters. One export holds at most 5,000',
    );
  });
});
