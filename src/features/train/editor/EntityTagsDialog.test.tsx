import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityTag } from '../../../lib/api-client/schema';
import { resetMockData } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { EntityTagsDialog } from './EntityTagsDialog';

vi.setConfig({ testTimeout: 30_000 });

const TEXT = 'I ordered a router last week';
const ROUTER = TEXT.indexOf('router');

/**
 * Plays the browser's part that user-event 14 leaves out (its moveSelection has "TODO:
 * implement shift"): Shift with an arrow key moves the selection's focus end, the anchor stays.
 */
function selectWithShiftArrows(input: HTMLInputElement) {
  input.addEventListener('keydown', (event) => {
    if (!event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const { selectionStart, selectionEnd, selectionDirection, value } = input;
    const [start, end] = [selectionStart ?? 0, selectionEnd ?? 0];
    const anchor = selectionDirection === 'backward' ? end : start;
    const focus = selectionDirection === 'backward' ? start : end;
    const next = Math.min(value.length, Math.max(0, focus + (event.key === 'ArrowRight' ? 1 : -1)));
    input.setSelectionRange(
      Math.min(anchor, next),
      Math.max(anchor, next),
      next < anchor ? 'backward' : 'forward',
    );
  });
}

function renderDialog() {
  const onDone = vi.fn<(tags: EntityTag[]) => void>();
  renderWithProviders(
    <EntityTagsDialog
      text={TEXT}
      language="en-US"
      tags={[]}
      title="Entities in example 1 (English)"
      onDone={onDone}
      onClose={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Entities in example 1 (English)' });
  const example = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Example' });
  selectWithShiftArrows(example);
  return { user: userEvent.setup(), dialog, example, onDone };
}

beforeEach(() => resetMockData());

describe('EntityTagsDialog', () => {
  it('tags words selected with Shift and the arrow keys when Enter is pressed in the example', async () => {
    const { user, dialog, example, onDone } = renderDialog();
    // The entity, by keyboard: Tab to the select, open it, type ahead to "product", Enter.
    await user.tab();
    expect(example).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Entity' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'product' });
    await user.keyboard('p{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Entity' })).toHaveTextContent('product');
    // Back to the example: to the word, then six characters with Shift held.
    await user.tab({ shift: true });
    expect(example).toHaveFocus();
    await user.keyboard(
      `{Home}${'{ArrowRight}'.repeat(ROUTER)}{Shift>}${'{ArrowRight}'.repeat(6)}{/Shift}`,
    );
    expect(example.value.slice(example.selectionStart!, example.selectionEnd!)).toBe('router');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Tags' })).toHaveTextContent('product: router');
    expect(example).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith([{ start: ROUTER, end: ROUTER + 6, entity: 'product' }]);
  });
  it('tags the keyboard selection with the button, reached with Tab', async () => {
    const { user, dialog, example } = renderDialog();
    await user.tab();
    await user.keyboard(`{Home}{Shift>}${'{ArrowRight}'.repeat(TEXT.indexOf(' '))}{/Shift}`);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'product' });
    await user.keyboard('p{Enter}');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Tag the selection' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('list', { name: 'Tags' })).toHaveTextContent('product: I');
    expect(example).not.toHaveFocus();
  });

  it('asks for the entity when Enter is pressed in the example before one is chosen', async () => {
    const { user, dialog } = renderDialog();
    await user.tab();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{/Shift}{Enter}');
    expect(within(dialog).getByText('Choose the entity first.')).toBeInTheDocument();
    expect(within(dialog).getByText('No words tagged yet.')).toBeInTheDocument();
  });
});
