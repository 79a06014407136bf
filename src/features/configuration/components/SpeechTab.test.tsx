import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData } from '../../../mocks/data';
import { renderRoute } from '../../../testing/renderWithProviders';
import ConfigurationDetailPage from '../ConfigurationDetailPage';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

const stored = () => mockDb().botConfigs.find((config) => config.id === 'cfg-default')!;
const REPLACED =
  'Google Cloud Speech-to-Text does not offer the previous voices. They were replaced:';

async function openSpeechTab() {
  const user = userEvent.setup();
  renderRoute(<ConfigurationDetailPage />, {
    path: '/configuration/:id',
    initialEntries: ['/configuration/cfg-default?tab=speech'],
  });
  await screen.findByRole('heading', { level: 1, name: 'default' });
  return user;
}

async function chooseService(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Speech service' }));
  await user.click(await screen.findByRole('option', { name }));
}

const voiceOf = (language: string) =>
  within(screen.getByRole('region', { name: language })).getByRole('combobox', { name: 'Voice' });

describe('SpeechTab: choosing another speech service', () => {
  it('replaces the voices it does not offer and says which, until the service is back', async () => {
    const user = await openSpeechTab();
    expect(await screen.findByRole('combobox', { name: 'Speech service' })).toHaveTextContent(
      'Azure AI Speech',
    );
    await chooseService(user, 'Google Cloud Speech-to-Text');

    const status = await screen.findByRole('status', { name: REPLACED });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Voice for German: de-DE-KatjaNeural → de-DE-Neural2-A',
      'Voice for English: en-US-JennyNeural → en-US-Neural2-C',
      'Voice for French: fr-FR-DeniseNeural → fr-FR-Neural2-A',
    ]);
    await waitFor(() => expect(voiceOf('German')).toHaveTextContent('Neural2 A'));

    // Back to the saved service: its voices again, and nothing to report.
    await chooseService(user, 'Azure AI Speech');
    await waitFor(() => expect(screen.queryByRole('status', { name: REPLACED })).toBeNull());
    expect(voiceOf('German')).toHaveTextContent('Katja');
  });

  it('saves the replaced voices, which the server takes, and then reports nothing', async () => {
    const user = await openSpeechTab();
    await chooseService(user, 'Google Cloud Speech-to-Text');
    await screen.findByRole('status', { name: REPLACED });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stored().version).toBe(4));
    expect(stored().speechService).toBe('google-cloud-speech');
    expect(stored().speech.languages['de-DE']?.voice).toBe('de-DE-Neural2-A');
    await waitFor(() => expect(screen.queryByRole('status', { name: REPLACED })).toBeNull());
    expect(screen.queryByText('Please choose one of the offered values.')).toBeNull();
  });

  it('reports nothing once the change is discarded', async () => {
    const user = await openSpeechTab();
    await chooseService(user, 'Google Cloud Speech-to-Text');
    await screen.findByRole('status', { name: REPLACED });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: REPLACED })).toBeNull());
    expect(voiceOf('German')).toHaveTextContent('Katja');
  });
});
