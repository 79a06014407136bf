import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { UnsavedChangesDialog } from '../versioned-save/UnsavedChangesDialog';
import { readStoredDraft, writeStoredDraft } from './draftStore';
import { PendingInputContext, usePendingInput } from './pendingInput';
import { KEEP_DRAFT_DELAY_MS, useEditSession, type EditSession } from './useEditSession';

interface Draft {
  text: string;
}
const parse = (raw: unknown) =>
  typeof (raw as Draft | undefined)?.text === 'string' ? (raw as Draft) : undefined;
const RECORD = 'note:1';
const kept = () => readStoredDraft('anonymous', RECORD, parse);

/** The editor's session, as its last render left it. */
const handle: { session?: EditSession<Draft> } = {};
const current = () => handle.session!;

/** A field whose typing is applied to the draft only on Enter, as the flow step settings are. */
function PendingField({ onCommit }: { onCommit: (text: string) => void }) {
  const [typed, setTyped] = useState('');
  usePendingInput<Draft>('field', typed !== '', {
    apply: (draft) => ({ text: draft.text + typed }),
    commit: () => {
      onCommit(typed);
      setTyped('');
    },
  });
  return <input aria-label="Typed" value={typed} onChange={(e) => setTyped(e.target.value)} />;
}

function Editor({ saved = '' }: { saved?: string }) {
  const [text, setText] = useState(saved);
  // Read-only until the permissions are known, as the editors are while GET /me loads.
  const [readOnly, setReadOnly] = useState(saved === 'loading');
  const session = useEditSession<Draft>({
    record: RECORD,
    readOnly,
    dirty: text !== saved,
    version: 1,
    draft: () => ({ text }),
    parseStored: parse,
  });
  useEffect(() => {
    handle.session = session;
  });
  return (
    <PendingInputContext.Provider value={session.pendingInputs}>
      <h1>Editor</h1>
      <p>{session.dirty ? 'unsaved' : 'saved'}</p>
      <p>draft: {text}</p>
      <input aria-label="Text" value={text} onChange={(e) => setText(e.target.value)} />
      <PendingField onCommit={(typed) => setText((current) => current + typed)} />
      <button onClick={() => setReadOnly(false)}>Permissions known</button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor?tab=2">Same page</Link>
      <UnsavedChangesDialog blocker={session.blocker} />
    </PendingInputContext.Provider>
  );
}

function renderEditor(saved?: string) {
  const i18n = createSyncTestI18n();
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor saved={saved} /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, i18n, user: userEvent.setup() };
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => vi.useRealTimers());

describe('useEditSession', () => {
  it('asks before an unsaved draft is left for another page; Stay keeps it', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'a');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/editor');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    // Leaving without saving was the person's answer: nothing is kept to be offered later.
    expect(kept()).toBeUndefined();
  });

  it('keeps the draft at once when the editor closes without a save (a dialog’s Cancel)', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'cancelled');
    cleanup();
    expect(kept()?.draft).toEqual({ text: 'cancelled' });
  });

  it('lets a saved draft go, and never holds a change of the query string', async () => {
    const { router, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(router.state.location.search).toBe('?tab=2');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'a');
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Text' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('gets the browser’s question on close or reload only while something is unsaved', async () => {
    const { user } = renderEditor();
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'a');
    expect(unload()).toBe(true);
  });

  it('counts typed input not applied yet as unsaved, and asks before leaving with it', async () => {
    const { router, user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Typed' }), 'hi');
    expect(screen.getByText('unsaved')).toBeInTheDocument();
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Leaving commits the typed input into the draft first, then asks.
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(screen.getByText('draft: hi')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('keeps the draft with typed input in the browser when the tab is hidden or closed', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Typed' }), 'cd');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(kept()?.draft).toEqual({ text: 'abcd' });
    expect(kept()?.version).toBe(1);
  });

  it('keeps the draft a moment after typing stops, and drops it once nothing is unsaved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'x');
    expect(kept()).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(KEEP_DRAFT_DELAY_MS + 50));
    expect(kept()?.draft).toEqual({ text: 'x' });
    await user.clear(screen.getByRole('textbox', { name: 'Text' }));
    expect(kept()).toBeUndefined();
  });

  it('applies typed input when the interface language changes', async () => {
    const { i18n, user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Typed' }), 'hi');
    await act(() => i18n.changeLanguage('de-DE'));
    expect(screen.getByText('draft: hi')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Typed' })).toHaveValue('');
  });

  it('offers a kept copy back on the next visit; taking or dropping it closes the offer', () => {
    writeStoredDraft('anonymous', RECORD, { version: 1, draft: { text: 'kept' } });
    renderEditor();
    expect(current().stored?.draft).toEqual({ text: 'kept' });
    // While on offer, the copy is not overwritten by this visit's (still clean) draft.
    expect(kept()?.draft).toEqual({ text: 'kept' });
    let taken: Draft | undefined;
    act(() => {
      taken = current().takeStored();
    });
    expect(taken).toEqual({ text: 'kept' });
    expect(current().stored).toBeUndefined();
  });

  it('offers a kept copy once the permissions are known, not only when they were at once', async () => {
    writeStoredDraft('anonymous', RECORD, { version: 1, draft: { text: 'kept' } });
    const { user } = renderEditor('loading');
    expect(current().stored).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Permissions known' }));
    expect(current().stored?.draft).toEqual({ text: 'kept' });
  });

  it('drops a kept copy when asked', () => {
    writeStoredDraft('anonymous', RECORD, { version: 1, draft: { text: 'kept' } });
    renderEditor();
    act(() => current().dropStored());
    expect(current().stored).toBeUndefined();
    expect(kept()).toBeUndefined();
  });

  it('flush() and snapshot() see typed input before any render', async () => {
    const { user } = renderEditor('');
    await user.type(screen.getByRole('textbox', { name: 'Typed' }), 'z');
    expect(current().snapshot()).toEqual({ text: 'z' });
    act(() => current().flush());
    expect(screen.getByText('draft: z')).toBeInTheDocument();
  });
});
