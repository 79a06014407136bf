import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../i18n/languages';
import type { LocaleTree } from '../../../testing/localeFiles';
import { createSyncTestI18n, renderWithProviders } from '../../../testing/renderWithProviders';
import { CommandPalette } from './CommandPalette';
import type { Command } from './commands';

vi.setConfig({ testTimeout: 30_000 });

const locales = import.meta.glob<LocaleTree>('../../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

const command = (id: string, label: string, group: Command['group']): Command => ({
  id,
  label,
  group,
  run: vi.fn(),
});

/** As editorCommands() orders them: adding, editing, then the steps (two of one name). */
const sample = () => [
  command('add-say', 'Add Say', 'add'),
  command('add-handover', 'Add Handover', 'add'),
  command('undo', 'Undo', 'edit'),
  command('layout', 'Tidy up', 'edit'),
  command('go-1', 'Go to “Welcome” (Say)', 'steps'),
  command('go-2', 'Go to “Say” (Say)', 'steps'),
  command('go-3', 'Go to “Say” (Say)', 'steps'),
];

function renderPalette(commands: readonly Command[] = sample()) {
  const onClose = vi.fn();
  renderWithProviders(<CommandPalette open commands={commands} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Commands' });
  const search = within(dialog).getByRole('combobox', { name: "Type a command or a step's name" });
  return { user: userEvent.setup(), dialog, search, onClose, commands };
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CommandPalette', () => {
  it('opens with the search focused and every command listed under its group', () => {
    const { dialog, search, commands } = renderPalette();
    expect(search).toHaveFocus();
    expect(optionNames(dialog)).toEqual(commands.map((c) => c.label));
    expect(
      within(within(dialog).getByRole('group', { name: 'Edit' })).getAllByRole('option'),
    ).toHaveLength(2);
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(dialog).getAllByRole('option')[0]!.id,
    );
  });

  it('filters as one types, ignoring case and accents', async () => {
    const { user, dialog, search } = renderPalette([
      ...sample(),
      command('go-4', 'Go to “Rückruf” (Handover)', 'steps'),
    ]);
    await user.type(search, 'handover');
    expect(optionNames(dialog)).toEqual(['Add Handover', 'Go to “Rückruf” (Handover)']);
    expect(within(dialog).queryByRole('group', { name: 'Edit' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'ruckruf');
    expect(optionNames(dialog)).toEqual(['Go to “Rückruf” (Handover)']);
    await user.type(search, 'x');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing matches.');
  });

  it('runs the option the arrows made active with Enter, and closes', async () => {
    const { user, dialog, search, onClose, commands } = renderPalette();
    await user.type(search, 'say');
    // Add Say, Go to “Say” (1st), Go to “Say” (2nd): down twice, up once, lands on the first step.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = within(dialog).getAllByRole('option')[2]!;
    expect(search).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(commands[5]!.run).toHaveBeenCalledOnce();
    expect(commands[6]!.run).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('wraps around from the first option to the last', async () => {
    const { user, search, commands } = renderPalette();
    await user.click(search);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(commands.at(-1)!.run).toHaveBeenCalledOnce();
  });

  it('runs a clicked option', async () => {
    const { user, dialog, onClose, commands } = renderPalette();
    await user.click(within(dialog).getByRole('option', { name: 'Tidy up' }));
    expect(commands[3]!.run).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves the Enter that ends an input method’s composition (Japanese) to the input method', () => {
    const { search, onClose, commands } = renderPalette();
    fireEvent.keyDown(search, { key: 'Enter', isComposing: true });
    expect(commands.filter((c) => vi.mocked(c.run).mock.calls.length > 0)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at the first Escape, running nothing', async () => {
    const { user, search, onClose, commands } = renderPalette();
    await user.type(search, 'add');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(commands.filter((c) => vi.mocked(c.run).mock.calls.length > 0)).toEqual([]);
  });

  it('lists at most fifty matches of a long flow', async () => {
    const steps = Array.from({ length: 120 }, (_, index) =>
      command(`go-${index}`, `Go to “Step ${index}” (Say)`, 'steps'),
    );
    const { user, dialog, search } = renderPalette(steps);
    expect(within(dialog).getAllByRole('option')).toHaveLength(50);
    await user.type(search, 'Step 11');
    // Step 11 and Step 110 to 119.
    expect(within(dialog).getAllByRole('option')).toHaveLength(11);
  });

  // The labels differ by language; the structure must hold in each of them.
  it.each(SUPPORTED_LANGUAGES)(
    'passes axe, with its groups and options, in %s',
    async (language) => {
      const i18n = createSyncTestI18n([...SUPPORTED_LANGUAGES]);
      i18n.addResourceBundle(
        language,
        'translation',
        locales[`../../../i18n/locales/${language}.json`],
      );
      await i18n.changeLanguage(language);
      renderWithProviders(<CommandPalette open commands={sample()} onClose={() => {}} />, { i18n });
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getAllByRole('group')).toHaveLength(3);
      // Each group is named by its heading, in the interface language.
      expect(
        within(dialog).getByRole('group', { name: i18n.t('flows.editor.commands.groups.edit') }),
      ).toBeInTheDocument();
      // jsdom paints nothing: contrast is checked by the theme's tests and the browser walk.
      const { violations } = await axe.run(dialog, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(violations.map((violation) => violation.id)).toEqual([]);
    },
  );
});
