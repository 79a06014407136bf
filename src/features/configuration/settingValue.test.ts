import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/testing';
import { settingValue } from './settingValue';

async function context() {
  const i18n = await createTestI18n();
  return {
    t: i18n.t.bind(i18n),
    languageName: (language: string) =>
      ({ 'de-DE': 'German', 'en-US': 'English' })[language] ?? language,
    weekdayName: (day: string) => day.charAt(0).toUpperCase() + day.slice(1),
  };
}

describe('a setting’s value as a person reads it', () => {
  it('translates choices and on/off, and names languages', async () => {
    const names = await context();
    expect(settingValue('speech.dtmf.terminator', '#', names)).toBe('# (hash)');
    expect(settingValue('businessHours.whenClosed', 'voicemail', names)).toBe('Take a voicemail');
    expect(settingValue('privacy.recordCalls', true, names)).toBe('On');
    expect(settingValue('languages', ['de-DE', 'en-US'], names)).toBe('German, English');
  });

  it('shows opening hours, targets and empty values readably', async () => {
    const names = await context();
    expect(
      settingValue(
        'businessHours.weekly',
        [
          { day: 'mon', from: '08:00', to: '18:00' },
          { day: 'sat', from: '09:00', to: '13:00' },
        ],
        names,
      ),
    ).toBe('Mon 08:00–18:00, Sat 09:00–13:00');
    expect(settingValue('handoverTargets', [{ id: 'q', name: 'Service queue' }], names)).toBe(
      'Service queue',
    );
    expect(settingValue('webChat.greeting.de-DE', '', names)).toBe('(empty)');
    expect(settingValue('speech.languages.de-DE.speakingRate', 1.1, names)).toBe('1.1');
  });
});
