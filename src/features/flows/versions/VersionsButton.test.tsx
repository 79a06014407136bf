import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../../lib/api-client/schema';
import { subscribe } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { VersionsButton } from './VersionsButton';

vi.setConfig({ testTimeout: 30_000 });

const RESET = 'flow-password-reset';
const stored = (id = RESET) => mockDb().flows.find((flow) => flow.id === id)!;

/** Every POST …/restorations body sent. */
let restorations: unknown[] = [];
let messages: string[] = [];

beforeEach(() => {
  resetMockData();
  restorations = [];
  messages = [];
  subscribe(() => {})();
  const unsubscribe = subscribe((notification) => messages.push(notification.message));
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/restorations')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => restorations.push(body));
    }
  });
  return () => {
    unsubscribe();
    server.events.removeAllListeners();
  };
});

function renderButton(id = RESET, draftVersion?: number) {
  const flow: Flow = structuredClone(stored(id));
  const onRestored = vi.fn<(flow: Flow) => void>();
  const user = userEvent.setup();
  renderWithProviders(
    <VersionsButton
      flow={flow}
      draftVersion={draftVersion ?? flow.version}
      graph={{ name: flow.name, nodes: flow.nodes, edges: flow.edges }}
      onRestored={onRestored}
    />,
  );
  return { flow, user, onRestored };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Versions' }));
  return screen.findByRole('dialog', { name: `Versions of “${name}”` });
}

const versionItems = async (drawer: HTMLElement) => {
  const section = await within(drawer).findByRole('region', { name: 'Published versions' });
  return within(section).findAllByRole('listitem');
};

describe('VersionsButton', () => {
  it('shows how the bot’s tests fared at publishing, and who published over failing ones', async () => {
    const [newest, oldest] = mockDb().flowVersions['flow-order-status']!;
    newest!.tests = { runId: 'run-12', passed: 3, failed: 1, newlyFailing: 1, acceptedBy: 'Bob' };
    oldest!.tests = { runId: 'run-3', passed: 2, failed: 0, newlyFailing: 0, acceptedBy: null };
    const { user } = renderButton('flow-order-status');
    const [v2, v1] = await versionItems(await openDrawer(user, 'Order status'));
    expect(v2).toHaveTextContent(
      'Tests at publishing: 3 passed, 1 failed · published by Bob although 1 test newly failed',
    );
    expect(within(v2!).getByRole('link', { name: /Tests at publishing/ })).toHaveAttribute(
      'href',
      '/flows/tests/runs/run-12',
    );
    expect(v1).toHaveTextContent('Tests at publishing: 2 passed, 0 failed');
    expect(v1).not.toHaveTextContent('although');
  });

  it('lists the published versions, newest first, with notes, author and time', async () => {
    const { user } = renderButton('flow-order-status');
    const drawer = await openDrawer(user, 'Order status');
    const [newest, oldest] = await versionItems(drawer);
    expect(within(newest!).getByRole('heading', { level: 4, name: 'v2' })).toBeVisible();
    expect(newest).toHaveTextContent('Current');
    expect(newest).toHaveTextContent('Explain a slow shop system before handing over.');
    expect(newest).toHaveTextContent(/Published by Alice Example on /);
    expect(within(oldest!).getByRole('heading', { level: 4, name: 'v1' })).toBeVisible();
    expect(oldest).not.toHaveTextContent('Current');
    // The draft is what v2 published.
    expect(
      within(drawer).getByRole('heading', { level: 3, name: 'Changes since v2' }),
    ).toBeVisible();
    expect(await within(drawer).findByText('No changes.')).toBeVisible();
  });

  it('says so for a flow never published', async () => {
    const { user } = renderButton('flow-appointment-booking');
    const drawer = await openDrawer(user, 'Appointment booking');
    const changes = within(drawer).getByRole('region', { name: 'Changes' });
    expect(
      await within(changes).findByText(
        'Nothing is published yet: publishing makes the whole draft v1.',
      ),
    ).toBeVisible();
    const versions = within(drawer).getByRole('region', { name: 'Published versions' });
    expect(
      await within(versions).findByText('This flow has not been published yet.'),
    ).toBeVisible();
  });

  it('shows what the draft changes against the latest published version', async () => {
    const { user } = renderButton();
    const drawer = await openDrawer(user, 'Password reset');
    const changes = await within(drawer).findByRole('region', { name: 'Changes since v1' });
    const added = await within(changes).findByRole('region', { name: '1 step added' });
    expect(within(added).getByRole('listitem')).toHaveTextContent('Set slot');
    const changed = within(changes).getByRole('region', { name: '3 steps changed' });
    // A long text says that it changed; short values read old → new.
    expect(changed).toHaveTextContent('Question in English: changed');
    expect(changed).toHaveTextContent(
      'Rules: reset_channel equals 1 → reset_channel equals 1 and reset_channel equals 2',
    );
    const connections = within(changes).getByRole('region', { name: '2 connections added' });
    expect(connections).toHaveTextContent(
      'From “Condition” (reset_channel equals 2) to “Set slot”',
    );

    // Headings in order, lists as lists, every control named.
    await within(drawer).findAllByRole('button', { name: 'Restore as draft' });
    const { violations } = await axe.run(drawer, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it('restores a version as the draft, with the draft version it replaces', async () => {
    const { user, flow, onRestored } = renderButton();
    const drawer = await openDrawer(user, 'Password reset');
    const [v1] = await versionItems(drawer);
    await user.click(within(v1!).getByRole('button', { name: 'Restore as draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore v1 as the draft?' });
    expect(confirm).toHaveTextContent(
      'The current draft of “Password reset” will be replaced by v1',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Replace the draft' }));

    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(restorations).toEqual([{ versionId: `${RESET}-v1`, version: flow.version }]);
    const restored = onRestored.mock.calls[0]![0];
    expect(restored).toMatchObject({ id: RESET, version: flow.version + 1, status: 'published' });
    expect(restored.nodes.some((node) => node.id === 'set_email')).toBe(false);
    expect(messages).toContain('v1 is the draft again.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains that nothing was replaced when a colleague changed the draft meanwhile', async () => {
    const { user, onRestored } = renderButton(RESET, stored().version - 1);
    const drawer = await openDrawer(user, 'Password reset');
    const [v1] = await versionItems(drawer);
    await user.click(within(v1!).getByRole('button', { name: 'Restore as draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore v1 as the draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace the draft' }));
    expect(
      await within(confirm).findByText(/Nothing was replaced: a colleague changed the draft/),
    ).toBeVisible();
    expect(onRestored).not.toHaveBeenCalled();
    expect(stored().nodes.some((node) => node.id === 'set_email')).toBe(true);
  });

  it('offers no restoring without the right to edit flows', async () => {
    setCurrentRole('analyst');
    const { user } = renderButton();
    const drawer = await openDrawer(user, 'Password reset');
    const [v1] = await versionItems(drawer);
    expect(v1).toHaveTextContent('Reset links by text message.');
    expect(within(drawer).queryByRole('button', { name: 'Restore as draft' })).toBeNull();
  });

  it('closes with its button and gives the focus back', async () => {
    const { user } = renderButton();
    const drawer = await openDrawer(user, 'Password reset');
    await user.click(within(drawer).getByRole('button', { name: 'Close versions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveFocus();
  });
});
