import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageContainer } from '../../layout/PageContainer';
import { resetPageHeadingFocus } from '../../layout/usePageHeadingFocus';
import type { ConversationDetail, Language } from '../../lib/api-client/schema';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { createGermanTestI18n } from '../../testing/germanI18n';
import { renderWithProviders } from '../../testing/renderWithProviders';
import ConversationPage from './ConversationPage';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/incoming/:id" element={<ConversationPage />} />
    </Routes>,
    { initialEntries: [path] },
  );

const firstOf = (channel: 'voice' | 'chat', language?: Language) => {
  const found = mockDb().conversations.find(
    (c) => c.channel === channel && (!language || c.language === language),
  );
  if (!found) throw new Error(`no ${channel} conversation in the mock data`);
  return found;
};

const ranAFlow = (conversation: ConversationDetail) =>
  conversation.transcript.some((turn) => turn.step !== null);

const flowRun = (channel?: 'voice' | 'chat') => {
  const found = mockDb().conversations.find(
    (c) => ranAFlow(c) && (!channel || c.channel === channel),
  );
  if (!found) throw new Error('no conversation in the mock data ran a flow');
  return found;
};

const pathAndParams = (href: string | null) => {
  const url = new URL(href ?? '', 'http://portal');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

describe('ConversationPage', () => {
  afterEach(() => resetMockData());

  it('shows the transcript with speakers, intents and confidence, and the facts', async () => {
    const conversation = firstOf('voice');
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const turns = within(transcript).getAllByRole('listitem');
    expect(turns).toHaveLength(conversation.transcript.length);
    expect(turns[0]).toHaveTextContent(conversation.transcript[0].text);
    // What was said carries the conversation's language, whatever the interface speaks.
    for (const [index, turn] of conversation.transcript.entries()) {
      expect(within(turns[index]!).getByText(turn.text)).toHaveAttribute(
        'lang',
        conversation.language,
      );
    }
    const callerTurn = conversation.transcript.find((turn) => turn.speaker === 'caller');
    if (callerTurn?.intent && callerTurn.confidence !== null) {
      const percent = `${Math.round(callerTurn.confidence * 100)}%`;
      expect(
        within(transcript).getAllByText(`Intent: ${callerTurn.intent} (${percent} confidence)`)
          .length,
      ).toBeGreaterThan(0);
    }
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText(conversation.caller)).toBeInTheDocument();
    expect(within(details).getByText(conversation.botName)).toBeInTheDocument();
  });

  it('links each caller turn the bot did not understand to the training inbox', async () => {
    // A conversation no flow ran: there every caller turn is a request for the understanding.
    const conversation = mockDb().conversations.find(
      (candidate) =>
        !ranAFlow(candidate) &&
        candidate.transcript.some((turn) => turn.speaker === 'caller' && turn.intent === null),
    )!;
    const missed = conversation.transcript.find(
      (turn) => turn.speaker === 'caller' && turn.intent === null,
    )!;
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const links = within(transcript).getAllByRole('link', { name: 'Add to training' });
    const unrecognised = conversation.transcript.filter(
      (turn) => turn.speaker === 'caller' && turn.intent === null,
    );
    expect(links).toHaveLength(unrecognised.length);
    const href = new URL(links[0]!.getAttribute('href')!, 'http://portal');
    expect(href.pathname).toBe('/train/inbox');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: missed.text,
      language: conversation.language,
      period: '90d',
    });
  });

  it('plays the recording of a voice conversation', async () => {
    const conversation = firstOf('voice');
    renderAt(`/incoming/${conversation.id}`);
    const recording = await screen.findByRole('region', { name: 'Recording' });
    const audio = await within(recording).findByLabelText('Recording of this conversation');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', conversation.recordingUrl);
    expect(audio).toHaveAttribute('controls');
  });

  it('links a voice conversation to its latency waterfall for people who may read technical data', async () => {
    const conversation = firstOf('voice');
    renderAt(`/incoming/${conversation.id}`);
    expect(
      await screen.findByRole('link', {
        name: 'Show where the time of each answer went (latency)',
      }),
    ).toHaveAttribute('href', `/tech/calls/${conversation.id}`);
  });

  it('offers no latency link to a role without technical access', async () => {
    setCurrentRole('viewer');
    renderAt(`/incoming/${firstOf('voice').id}`);
    await screen.findByText('You do not have permission to listen to recordings.');
    expect(screen.queryByRole('link', { name: /latency/ })).not.toBeInTheDocument();
  });

  it('has no player for a conversation without a recording', async () => {
    const conversation = firstOf('chat');
    expect(conversation.recordingUrl).toBeNull();
    const { container } = renderAt(`/incoming/${conversation.id}`);
    await screen.findByRole('region', { name: 'Transcript' });
    expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('keeps the recording from a role that may not listen', async () => {
    setCurrentRole('viewer');
    const { container } = renderAt(`/incoming/${firstOf('voice').id}`);
    expect(
      await screen.findByText('You do not have permission to listen to recordings.'),
    ).toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('says when the conversation does not exist', async () => {
    renderAt('/incoming/does-not-exist');
    expect(await screen.findByText('This item could not be found.')).toBeInTheDocument();
  });

  it('marks a Japanese transcript as Japanese in an English interface', async () => {
    const conversation = firstOf('chat', 'ja-JP');
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const said = within(transcript).getByText(conversation.transcript[0]!.text);
    expect(said).toHaveAttribute('lang', 'ja-JP');
    // A well-formed BCP 47 tag, as screen readers need it to pick the voice.
    expect(Intl.getCanonicalLocales(said.getAttribute('lang') ?? '')).toEqual(['ja-JP']);
  });

  it('shows a chat conversation in German without untranslated words', async () => {
    const conversation = firstOf('chat');
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/incoming/:id" element={<ConversationPage />} />
      </Routes>,
      { initialEntries: [`/incoming/${conversation.id}`], i18n: createGermanTestI18n() },
    );
    const details = await screen.findByRole('region', { name: 'Angaben' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(value('Anrufer')).toHaveTextContent(/^\S\*\*\*\S$/);
    expect(value('Kanal')).toHaveTextContent(/^Chat$/);
    expect(container).not.toHaveTextContent(/web ?chat/i);
  });
});

describe('ConversationPage of a conversation that ran a flow', () => {
  afterEach(() => resetMockData());

  it('leads each bot turn to its step and to a replay on the version that ran or on the draft', async () => {
    const user = userEvent.setup();
    const conversation = flowRun('chat');
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const turns = within(transcript).getAllByRole('listitem');
    const withStep = conversation.transcript.flatMap((turn, index) =>
      turn.step ? [{ step: turn.step, number: index + 1 }] : [],
    );
    expect(await within(transcript).findAllByRole('link', { name: /^Open step/ })).toHaveLength(
      withStep.length,
    );
    for (const [index, turn] of conversation.transcript.entries()) {
      // Caller and agent turns name no step: nothing to open.
      if (turn.step) continue;
      expect(within(turns[index]!).queryByRole('link', { name: /^Open step/ })).toBeNull();
      expect(within(turns[index]!).queryByRole('button', { name: /^Replay/ })).toBeNull();
    }
    const { step, number } = withStep[withStep.length - 1]!;
    const open = within(transcript).getByRole('link', {
      name: `Open step of turn ${number} in the flow`,
    });
    expect(pathAndParams(open.getAttribute('href'))).toEqual({
      path: `/flows/${step.flowId}`,
      params: { step: step.nodeId },
    });

    const replay = within(transcript).getByRole('button', {
      name: `Replay from here, turn ${number}`,
    });
    await user.click(replay);
    const menu = await screen.findByRole('menu');
    const moment = {
      replay: step.nodeId,
      slots: JSON.stringify(step.slots),
      language: conversation.language,
      channel: 'chat',
    };
    expect(
      pathAndParams(
        within(menu)
          .getByRole('menuitem', { name: `On version ${step.flowVersion}, as it ran` })
          .getAttribute('href'),
      ),
    ).toEqual({
      path: `/flows/${step.flowId}`,
      params: { ...moment, version: String(step.flowVersion) },
    });
    expect(
      pathAndParams(
        within(menu).getByRole('menuitem', { name: 'On the current draft' }).getAttribute('href'),
      ),
    ).toEqual({ path: `/flows/${step.flowId}`, params: moment });
    // The keyboard closes the menu and returns to its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(replay).toHaveFocus();
  });

  it('says which caller turns answered the flow’s questions, with nothing to train', async () => {
    const conversation = flowRun('chat');
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    const answers = conversation.transcript.filter(
      (turn, index) =>
        turn.speaker === 'caller' &&
        turn.intent === null &&
        !!conversation.transcript[index - 1]?.step,
    );
    expect(answers.length).toBeGreaterThan(0);
    expect(within(transcript).getAllByText('Answer to the bot’s question')).toHaveLength(
      answers.length,
    );
    expect(within(transcript).queryAllByRole('link', { name: 'Add to training' })).toHaveLength(
      conversation.transcript.filter(
        (turn, index) =>
          turn.speaker === 'caller' &&
          turn.intent === null &&
          !conversation.transcript[index - 1]?.step,
      ).length,
    );
  });

  it('offers to save it as a test to people who may edit flows', async () => {
    const conversation = flowRun();
    renderAt(`/incoming/${conversation.id}`);
    const save = await screen.findByRole('link', { name: 'Save as test' });
    expect(pathAndParams(save.getAttribute('href'))).toEqual({
      path: '/flows/tests/new',
      params: { conversation: conversation.id },
    });
  });

  it('offers no test to a role that may not edit flows, but still the steps', async () => {
    setCurrentRole('analyst');
    renderAt(`/incoming/${flowRun().id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect((await within(transcript).findAllByRole('link', { name: /^Open step/ })).length).toBe(
      flowRun().transcript.filter((turn) => turn.step).length,
    );
    expect(screen.queryByRole('link', { name: 'Save as test' })).not.toBeInTheDocument();
  });

  it('offers no test and no steps for a conversation no flow ran', async () => {
    const conversation = mockDb().conversations.find((c) => !ranAFlow(c) && c.channel === 'voice')!;
    renderAt(`/incoming/${conversation.id}`);
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    // The person's permissions have arrived: the link that depends on them shows.
    await screen.findByRole('link', { name: /latency/ });
    expect(within(transcript).queryByRole('link', { name: /^Open step/ })).toBeNull();
    expect(within(transcript).queryByRole('button', { name: /^Replay/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Save as test' })).not.toBeInTheDocument();
  });

  it('passes axe with its step links and with a replay menu open', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(`/incoming/${flowRun('voice').id}`);
    await screen.findByRole('link', { name: 'Save as test' });
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: /^Replay from here/ })[0]!);
    const menu = await screen.findByRole('menu');
    expect((await axe.run(menu, { rules })).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('ConversationPage focus', () => {
  beforeEach(resetPageHeadingFocus);
  afterEach(() => resetMockData());

  it('moves focus to its heading when opened, and again when another conversation is opened', async () => {
    const user = userEvent.setup();
    const [first, second] = mockDb().conversations;
    renderWithProviders(
      <>
        <Routes>
          <Route path="/incoming" element={<PageContainer title="Incoming" />} />
          <Route path="/incoming/:id" element={<ConversationPage />} />
        </Routes>
        <Link to={`/incoming/${first!.id}`}>First</Link>
        <Link to={`/incoming/${second!.id}`}>Second</Link>
      </>,
      { initialEntries: ['/incoming'] },
    );
    await user.click(screen.getByRole('link', { name: 'First' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Conversation' });
    await waitFor(() => expect(heading).toHaveFocus());
    await screen.findByText(first!.caller);

    await user.click(screen.getByRole('link', { name: 'Second' }));
    await screen.findByText(second!.caller);
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toHaveFocus();
  });
});
