import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageContainer } from '../../layout/PageContainer';
import { resetPageHeadingFocus } from '../../layout/usePageHeadingFocus';
import type { Language } from '../../lib/api-client/schema';
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
    const conversation = mockDb().conversations.find((candidate) =>
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
