import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ExportAllDialog } from './ExportAllDialog';

const downloads = vi.hoisted(() => [] as { text: string; name: string }[]);
vi.mock('../../../lib/csv/downloadFile', () => ({
  downloadTextFile: (text: string, name: string) => downloads.push({ text, name }),
}));

/**
 * Holds every request for a page after the first until `release()`; the held requests then go on
 * to the regular mock handler. `pages` lists the pages asked for, held or not.
 */
function holdLaterPages() {
  const pages: number[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/v1/conversations', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      if (page > 1) await released;
      // Nothing returned: the seeded mock answers.
      return undefined;
    }),
  );
  return { pages, release };
}

describe('ExportAllDialog', () => {
  beforeEach(() => {
    downloads.length = 0;
  });

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

  it('shows how far it is with a labelled progress bar, and Cancel stops it without a download', async () => {
    const user = userEvent.setup();
    const all = mockDb().conversations.length;
    const held = holdLaterPages();
    const onClose = vi.fn();
    renderWithProviders(<ExportAllDialog open filter={{}} matching={all} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const progress = await screen.findByRole('progressbar', {
      name: `Exporting 100 of ${all}…`,
    });
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(progress).toHaveAttribute('aria-valuemax', String(all));
    expect(progress).toHaveAttribute('aria-valuetext', `Exporting 100 of ${all}…`);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    held.release();
    await waitFor(() => expect(held.pages).toEqual([1, 2]));
    // The held page arrives after the cancel: nothing more is fetched or downloaded.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.pages).toEqual([1, 2]);
    expect(downloads).toHaveLength(0);
  });

  it('an export cancelled and started again downloads one file, from the new run', async () => {
    const user = userEvent.setup();
    const all = mockDb().conversations.length;
    const held = holdLaterPages();
    renderWithProviders(<ExportAllDialog open filter={{}} matching={all} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('progressbar', { name: `Exporting 100 of ${all}…` });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The dialog stays open here (the caller decides), so the export can be started at once.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(held.pages).toEqual([1, 2, 1, 2]));
    held.release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.text.split('\r\n').filter(Boolean)).toHaveLength(1 + all);
  });
});
