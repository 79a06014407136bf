import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BuildInfoSection } from './BuildInfoSection';

describe('BuildInfoSection', () => {
  it('shows what runs where and copies it for a support request', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<BuildInfoSection />);
    expect(await screen.findByText('2026.11.3')).toBeInTheDocument();
    expect(screen.getByText(__APP_VERSION__)).toBeInTheDocument();
    expect(screen.getByText('neo-nlu 4.2.1')).toBeInTheDocument();
    expect(
      screen.getByText('azure-speech, google-cloud-speech, and amazon-transcribe'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy for support' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied to the clipboard.');
    const copied = writeText.mock.calls[0]![0] as string;
    expect(copied).toContain(`Portal version: ${__APP_VERSION__}`);
    expect(copied).toContain('API version: 2026.11.3');
    expect(copied).toContain(
      'Speech providers: azure-speech, google-cloud-speech, amazon-transcribe',
    );
  });
});
