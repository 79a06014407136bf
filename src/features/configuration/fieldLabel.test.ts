import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/testing';
import { fieldLabel, splitFieldPath } from './fieldLabel';

describe('configuration field labels', () => {
  it('splits the language out of per-language settings', () => {
    expect(splitFieldPath('speech.languages.de-DE.voice')).toEqual({
      field: 'speech.voice',
      language: 'de-DE',
    });
    expect(splitFieldPath('webChat.greeting.fr-FR')).toEqual({
      field: 'webChat.greeting',
      language: 'fr-FR',
    });
    expect(splitFieldPath('privacy.retentionDays')).toEqual({ field: 'privacy.retentionDays' });
  });

  it('names a setting as the form labels it, with its language', async () => {
    const i18n = await createTestI18n();
    const t = i18n.t.bind(i18n);
    const languageName = (language: string) => (language === 'de-DE' ? 'German' : language);
    expect(fieldLabel(t, 'speech.languages.de-DE.voice', languageName)).toBe('Voice (German)');
    expect(fieldLabel(t, 'speech.endOfSpeechSilenceMs', languageName)).toBe(
      'End-of-speech silence (ms)',
    );
    expect(fieldLabel(t, 'somethingNew', languageName)).toBe('somethingNew');
  });
});
