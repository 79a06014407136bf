import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { renderWithProviders } from '../../testing/renderWithProviders';
import ConversationPage from './ConversationPage';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/incoming/:id" element={<ConversationPage />} />
    </Routes>,
    { initialEntries: [path] },
  );

const firstOf = (channel: 'voice' | 'chat') => {
  const found = mockDb().conversations.find((c) => c.channel === channel);
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

  it('plays the recording of a voice conversation', async () => {
    const conversation = firstOf('voice');
    renderAt(`/incoming/${conversation.id}`);
    const recording = await screen.findByRole('region', { name: 'Recording' });
    const audio = await within(recording).findByLabelText('Recording of this conversation');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', conversation.recordingUrl);
    expect(audio).toHaveAttribute('controls');
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
});
