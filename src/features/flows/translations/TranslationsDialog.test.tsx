import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import FlowEditorPage from '../FlowEditorPage';

vi.setConfig({ testTimeout: 30_000 });

const ORDER = 'flow-order-status';
let saves: { nodes: { id: string; data: { texts?: object; prompts?: object } }[] }[] = [];

beforeEach(() => {
  resetMockData();
  saves = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === `/api/v1/flows/${ORDER}`) {
      void request
        .clone()
        .json()
        .then((body: (typeof saves)[number]) => saves.push(body));
    }
  });
  // Two texts the translator has yet to write: French is the language most texts are missing in.
  const flow = mockDb().flows.find((candidate) => candidate.id === ORDER)!;
  for (const node of flow.nodes) {
    if (node.id === 'say_welcome') delete node.data.texts!['fr-FR'];
    if (node.id === 'ask_order_number') delete node.data.prompts!['fr-FR'];
  }
  return () => server.events.removeAllListeners();
});

async function openTranslations() {
  const user = userEvent.setup();
  renderRoute(<FlowEditorPage />, { path: '/flows/:id', initialEntries: [`/flows/${ORDER}`] });
  await user.click(await screen.findByRole('button', { name: 'Translations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Translations of “Order status”' });
  return { user, dialog };
}

const csvFile = (content: string) => new File([content], 'texts.csv', { type: 'text/csv' });
const savedNode = (id: string) => saves.at(-1)?.nodes.find((node) => node.id === id)?.data;

describe('the translations of a flow', () => {
  it('lists the missing texts first, and copies one from another language', async () => {
    const { user, dialog } = await openTranslations();
    expect(within(dialog).getByRole('combobox', { name: 'Translate into' })).toHaveTextContent(
      'French',
    );
    expect(within(dialog).getByText('2 texts missing in French.')).toBeVisible();
    const items = within(
      within(dialog).getByRole('list', { name: 'Texts of the flow' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Say: Willkommen bei der Bestell-Hotline\. · Textmissing/);
    expect(items[1]).toHaveTextContent(
      /^Ask: Wie lautet Ihre Bestellnummer\? Sie steh… · Questionmissing/,
    );
    // Rows are named by the start of their text in the flow's first language that has one.
    expect(items[0]).toHaveTextContent('German: Willkommen bei der Bestell-Hotline.');

    await user.click(
      within(dialog).getByRole('button', {
        name: 'Copy from German: Say: Willkommen bei der Bestell-Hotline. · Text in French',
      }),
    );
    expect(within(dialog).getByText('1 text missing in French.')).toBeVisible();
    await waitFor(() =>
      expect(savedNode('say_welcome')?.texts).toMatchObject({
        'fr-FR': 'Willkommen bei der Bestell-Hotline.',
      }),
    );

    // Typed, then applied as the field is left.
    const prompt = within(dialog).getByRole('textbox', {
      name: 'Ask: Wie lautet Ihre Bestellnummer? Sie steh… · Question in French',
    });
    await user.type(prompt, 'Votre numéro ?');
    await user.tab();
    expect(within(dialog).getByText('Every text is there in French.')).toBeVisible();
    await waitFor(() =>
      expect(savedNode('ask_order_number')?.prompts).toMatchObject({ 'fr-FR': 'Votre numéro ?' }),
    );
  });

  it('imports a translator’s file only after its preview is confirmed, and refuses a wrong one', async () => {
    const { user, dialog } = await openTranslations();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, csvFile('id,es-ES\nsay_welcome.texts,Hola'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'texts.csv has a column “es-ES”, which is not a language of this flow. Nothing was changed.',
    );
    await user.upload(input, csvFile('id,fr-FR\nsay_welcome.texts,Bienvenue\nnope.texts,Non'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Line 3 of texts.csv names “nope.texts”, which is not a text of this flow.',
    );
    expect(within(dialog).getByText('2 texts missing in French.')).toBeVisible();

    await user.upload(
      input,
      csvFile(
        '\uFEFFid,step,field,fr-FR\r\nsay_welcome.texts,Say,Text,"Bienvenue, ""chez nous"""\r\n',
      ),
    );
    const preview = await within(dialog).findByRole('region', { name: 'Import preview' });
    expect(preview).toHaveTextContent('texts.csv changes 1 text:');
    expect(preview).toHaveTextContent(
      'Say: Willkommen bei der Bestell-Hotline. · Text (French): “(none)” → “Bienvenue, "chez nous"”',
    );
    // Nothing changed yet.
    expect(within(dialog).getByText('2 texts missing in French.')).toBeVisible();
    expect(saves).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Apply 1 change' }));
    expect(within(dialog).getByText('1 text missing in French.')).toBeVisible();
    await waitFor(() =>
      expect(savedNode('say_welcome')?.texts).toMatchObject({ 'fr-FR': 'Bienvenue, "chez nous"' }),
    );
  });
});
