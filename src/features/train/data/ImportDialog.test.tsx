import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

const rasa = (name: string) =>
  new File(
    [
      [
        'version: "3.1"',
        'nlu:',
        `- intent: ${name}`,
        '  examples: |',
        '    - My parcel is late',
        '    - Where is my order?',
      ].join('\n'),
    ],
    'late.yml',
    { type: 'application/yaml' },
  );

const renderImport = () => {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <ImportDialog open onClose={onClose} language="en-US" />
      <NotificationsHost />
    </>,
  );
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog') };
};

describe('ImportDialog', () => {
  it('checks a file first, names each error’s line, and imports nothing from it', async () => {
    const { user, dialog } = renderImport();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, rasa('Delivery Late'));
    // The format follows the file's name.
    expect(within(dialog).getByRole('combobox', { name: 'Format' })).toHaveTextContent('Rasa YAML');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const report = await within(dialog).findByRole('region', { name: 'Check result' });
    expect(report).toHaveTextContent('The file has 2 errors and cannot be imported.');
    expect(report).toHaveTextContent('Line 5: not a valid intent name');
    expect(report).toHaveTextContent('Line 6: not a valid intent name');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(mockDb().intents.some((intent) => intent.name.includes('late'))).toBe(false);
  });

  it('imports a checked file: new examples, what another intent has left out', async () => {
    const { user, dialog, onClose } = renderImport();
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      rasa('delivery.late'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const report = await within(dialog).findByRole('region', { name: 'Check result' });
    expect(report).toHaveTextContent('The file can be imported.');
    const figure = (term: string) => within(report).getByText(term).nextElementSibling;
    expect(figure('Examples to add')).toHaveTextContent('1');
    expect(figure('New intents')).toHaveTextContent('1');
    expect(report).toHaveTextContent(
      'Line 6: “Where is my order?” for delivery.late is already an example of order.status.',
    );
    // Changing a choice asks for a new check.
    await user.click(within(dialog).getByRole('radio', { name: /replace/ }));
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /merge/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByRole('region', { name: 'Check result' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 example added.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const late = mockDb().intents.find((intent) => intent.name === 'delivery.late')!;
    expect(late.examples).toEqual([
      expect.objectContaining({ text: 'My parcel is late', language: 'en-US', source: 'import' }),
    ]);
  });
});

describe('ExportDialog', () => {
  it('downloads one language in the chosen format', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ExportDialog open onClose={onClose} language="de-DE" />);
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'Rasa YAML' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(clicked).toEqual(['training-de-DE.yml']);
    expect(await created[0]!.text()).toContain('- intent: order.status');
  });
});
