import { describe, expect, it } from 'vitest';
import type { BotConfigSettings, SpeechLanguageSettings } from '../../lib/api-client/schema';
import { replacedVoices, voiceFor } from './voiceReplacement';

const AZURE_DE = ['de-DE-KatjaNeural', 'de-DE-ConradNeural'];
const GOOGLE_DE = ['de-DE-Neural2-A', 'de-DE-Neural2-B'];

describe('voiceFor', () => {
  it('keeps a voice the new service offers', () => {
    expect(voiceFor('de-DE-Neural2-B', 'de-DE-KatjaNeural', GOOGLE_DE)).toBe('de-DE-Neural2-B');
  });

  it('takes the new service’s first voice for one it does not offer', () => {
    expect(voiceFor('de-DE-KatjaNeural', 'de-DE-KatjaNeural', GOOGLE_DE)).toBe('de-DE-Neural2-A');
  });

  it('goes back to the saved voice when the service offers it again', () => {
    expect(voiceFor('de-DE-Neural2-A', 'de-DE-ConradNeural', AZURE_DE)).toBe('de-DE-ConradNeural');
  });

  it('leaves an unchosen voice, and changes nothing without the service’s voices', () => {
    expect(voiceFor('', 'de-DE-KatjaNeural', GOOGLE_DE)).toBe('');
    expect(voiceFor('de-DE-KatjaNeural', undefined, [])).toBe('de-DE-KatjaNeural');
  });
});

const speech = (voice: string): SpeechLanguageSettings => ({
  recognitionLanguage: 'de-DE',
  recognitionModel: 'telephony',
  voice,
  speakingRate: 1,
});

const settings = (speechService: string, voices: Record<string, string>) =>
  ({
    speechService,
    languages: Object.keys(voices),
    speech: {
      languages: Object.fromEntries(
        Object.entries(voices).map(([language, voice]) => [language, speech(voice)]),
      ),
    },
  }) as unknown as BotConfigSettings;

describe('replacedVoices', () => {
  const saved = settings('azure-speech', { 'de-DE': 'de-DE-KatjaNeural', 'en-US': 'en-US-Jenny' });

  it('lists each saved voice the draft replaced under another service', () => {
    const draft = settings('google-cloud-speech', {
      'de-DE': 'de-DE-Neural2-A',
      'en-US': 'en-US-Neural2-C',
    });
    expect(replacedVoices(saved, draft)).toEqual([
      { language: 'de-DE', from: 'de-DE-KatjaNeural', to: 'de-DE-Neural2-A' },
      { language: 'en-US', from: 'en-US-Jenny', to: 'en-US-Neural2-C' },
    ]);
  });

  it('lists nothing under the saved service, for a new language, or without a saved copy', () => {
    const back = settings('azure-speech', { 'de-DE': 'de-DE-ConradNeural' });
    expect(replacedVoices(saved, back)).toEqual([]);
    const added = settings('google-cloud-speech', { 'fr-FR': 'fr-FR-Neural2-A' });
    expect(replacedVoices(saved, added)).toEqual([]);
    expect(replacedVoices(undefined, added)).toEqual([]);
  });
});
