import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow, FlowProblem } from '../../../lib/api-client/schema';
import { subscribe } from '../../../lib/notifications';
import { meKeys } from '../../../lib/query';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { validateFlow } from '../model/validateFlow';
import { PublishButton } from './PublishButton';

vi.setConfig({ testTimeout: 30_000 });

const ID = 'flow-password-reset';
const stored = () => mockDb().flows.find((flow) => flow.id === ID)!;

/** Every POST …/publications body sent. */
let publications: unknown[] = [];
/** Every notification raised. */
let messages: string[] = [];

beforeEach(() => {
  resetMockData();
  publications = [];
  messages = [];
  // Earlier tests' notifications wait for a listener: drop them first.
  subscribe(() => {})();
  const unsubscribe = subscribe((notification) => messages.push(notification.message));
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/publications')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => publications.push(body));
    }
  });
  return () => {
    unsubscribe();
    server.events.removeAllListeners();
  };
});

interface Options {
  saved?: boolean;
  problems?: FlowProblem[];
  draftVersion?: number;
}

function renderButton({ saved = true, problems = [], draftVersion }: Options = {}) {
  const flow: Flow = structuredClone(stored());
  const onPublished = vi.fn();
  const onStale = vi.fn();
  const user = userEvent.setup();
  const result = renderWithProviders(
    <PublishButton
      flow={flow}
      draftVersion={draftVersion ?? flow.version}
      saved={saved}
      problems={problems}
      graph={{ name: flow.name, nodes: flow.nodes, edges: flow.edges }}
      onPublished={onPublished}
      onStale={onStale}
    />,
  );
  return { ...result, flow, user, onPublished, onStale };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  return screen.findByRole('dialog', { name: 'Publish “Password reset”' });
}

describe('PublishButton', () => {
  it('is not offered without the right to publish', async () => {
    setCurrentRole('editor');
    const { queryClient } = renderButton();
    await waitFor(() => expect(queryClient.getQueryData(meKeys.all)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('waits for the draft’s errors to be fixed, and says so beside it', async () => {
    renderButton({
      problems: [
        { severity: 'error', code: 'dead_end', nodeId: 'say_welcome' },
        { severity: 'error', code: 'missing_text', nodeId: 'say_welcome', language: 'de-DE' },
        { severity: 'warning', code: 'unreachable', nodeId: 'say_welcome' },
      ],
    });
    const button = await screen.findByRole('button', { name: 'Publish' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fix 2 errors (see Problems) to publish.');
    expect(screen.getByText('Fix 2 errors (see Problems) to publish.')).toBeVisible();
  });

  it('waits for unsaved changes to be saved', async () => {
    renderButton({ saved: false });
    const button = await screen.findByRole('button', { name: 'Publish' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Publishing waits until all changes are saved.');
  });

  it('publishes the draft version with the notes, after showing what changes', async () => {
    const { user, flow, onPublished, onStale } = renderButton({
      problems: [{ severity: 'warning', code: 'unreachable', nodeId: 'say_welcome' }],
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/1 warning remains in the draft/)).toBeVisible();
    expect(
      await within(dialog).findByRole('heading', { level: 3, name: 'Changes since v1' }),
    ).toBeVisible();
    // The seeded draft offers e-mail as well as text messages.
    expect(within(dialog).getByRole('heading', { level: 4, name: '1 step added' })).toBeVisible();
    const { violations } = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notes' }),
      '  Reset links by e-mail too. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
    expect(publications).toEqual([{ version: flow.version, notes: 'Reset links by e-mail too.' }]);
    expect(mockDb().flowVersions[ID]?.[0]).toMatchObject({
      number: 2,
      notes: 'Reset links by e-mail too.',
    });
    expect(messages).toContain('“Password reset” is published as v2.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onStale).not.toHaveBeenCalled();
  });

  it('says how many errors keep the saved draft from being published', async () => {
    // The saved draft gained a step with no way on; the editor's copy has not seen it.
    stored().nodes.push({
      id: 'stray',
      type: 'say',
      position: { x: 0, y: 0 },
      data: { texts: { 'en-US': 'Hello' } },
    });
    const errors = validateFlow(stored()).filter((problem) => problem.severity === 'error');
    expect(errors.length).toBeGreaterThan(1);
    const { user, onPublished } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(
        `Nothing was published: the saved draft has ${errors.length} errors. Fix them, then publish again.`,
      ),
    ).toBeVisible();
    expect(onPublished).not.toHaveBeenCalled();
    expect(mockDb().flowVersions[ID]).toHaveLength(1);
  });

  it('explains a colleague’s newer save and lets the editor bring it in', async () => {
    const { user, flow, onPublished, onStale } = renderButton({
      draftVersion: stored().version - 1,
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(/Nothing was published: a colleague saved this flow/),
    ).toBeVisible();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onPublished).not.toHaveBeenCalled();
    expect(publications).toEqual([{ version: flow.version - 1, notes: '' }]);
    expect(mockDb().flowVersions[ID]).toHaveLength(1);
  });

  it('explains in place when the server no longer lets the person publish', async () => {
    const { user, onPublished } = renderButton();
    const dialog = await openDialog(user);
    setCurrentRole('editor');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(/you no longer have the right to publish flows/),
    ).toBeVisible();
    expect(onPublished).not.toHaveBeenCalled();
  });

  describe('the publish guard', () => {
    /** The saved draft says something else where the seeded test expects the link's words. */
    const breakDraft = () => {
      const step = stored().nodes.find((node) => node.id === 'say_link_sent')!;
      step.data.texts = { ...step.data.texts, 'en-US': 'A link? Not today.' };
    };

    it('shows that the draft passes the bot’s tests and publishes without asking more', async () => {
      const { user, onPublished } = renderButton();
      const dialog = await openDialog(user);
      expect(await within(dialog).findByText('No test fails because of this draft.')).toBeVisible();
      const enabled = mockDb().flowTests.filter(
        (test) => test.botId === stored().botId && test.enabled,
      ).length;
      expect(
        within(dialog).getByText(`With this draft: ${enabled} passed, 0 failed, 0 out of date.`),
      ).toBeVisible();
      expect(within(dialog).queryByRole('switch', { name: /Publish anyway/ })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
      expect(mockDb().flowVersions[ID]?.[0]?.tests).toMatchObject({
        passed: enabled,
        failed: 0,
        newlyFailing: 0,
        acceptedBy: null,
      });
    });

    it('stops a draft that breaks a test until “Publish anyway” is chosen with a reason', async () => {
      breakDraft();
      const { user, flow, onPublished } = renderButton();
      const dialog = await openDialog(user);
      expect(
        await within(dialog).findByText(
          '1 test passes with the published version and fails with this draft:',
        ),
      ).toBeVisible();
      expect(within(dialog).getByText('Password reset: a link by text message')).toBeVisible();
      const { violations } = await axe.run(dialog, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(violations.map((violation) => violation.id)).toEqual([]);

      // Not without deciding to.
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      expect(
        await within(dialog).findByText(/Nothing was published: 1 test newly fails/),
      ).toBeVisible();
      expect(publications).toEqual([]);

      // Deciding to needs the reason in the notes.
      await user.click(
        within(dialog).getByRole('switch', {
          name: 'Publish anyway, although 1 test newly fails',
        }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      expect(await within(dialog).findByText(/Please fill in this field\./)).toBeVisible();
      expect(publications).toEqual([]);

      await user.type(
        within(dialog).getByRole('textbox', { name: 'Notes' }),
        'The shop wording changes today; the test follows.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
      await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
      expect(publications).toEqual([
        {
          version: flow.version,
          notes: 'The shop wording changes today; the test follows.',
          acceptFailing: true,
        },
      ]);
      expect(mockDb().flowVersions[ID]?.[0]?.tests).toMatchObject({
        failed: 1,
        newlyFailing: 1,
        acceptedBy: 'Alice Example',
      });
    });
  });
});
