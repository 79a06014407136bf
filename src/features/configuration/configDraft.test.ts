import { describe, expect, it } from 'vitest';
import type { BotConfig } from '../../lib/api-client/schema';
import { draftToSave, newLanguageSpeech, settingsOf } from './configDraft';

const speech = (voice: string) => ({
  recognitionLanguage: 'x',
  recognitionModel: 'm',
  voice,
  speakingRate: 1,
});

describe('the configuration draft', () => {
  it('keeps only the editable settings of a configuration', () => {
    const config = {
      id: 'cfg-1',
      status: 'changed',
      productionVersion: 3,
      version: 4,
      updatedAt: '2026-11-24T10:00:00Z',
      updatedBy: 'Alice',
      name: 'default',
    } as unknown as BotConfig;
    expect(settingsOf(config)).toEqual({ name: 'default' });
  });

  it('sends per-language settings only for the enabled languages', () => {
    const draft = draftToSave({
      languages: ['de-DE'],
      speech: { languages: { 'de-DE': speech('katja'), 'fr-FR': speech('denise') } },
      webChat: { greeting: { 'de-DE': 'Hallo', 'fr-FR': 'Bonjour' } },
    } as never);
    expect(Object.keys(draft.speech.languages)).toEqual(['de-DE']);
    expect(draft.webChat.greeting).toEqual({ 'de-DE': 'Hallo' });
  });

  it('starts a newly enabled language with the service’s locale and first model', () => {
    expect(
      newLanguageSpeech('it-IT', {
        id: 'azure-speech',
        name: 'Azure AI Speech',
        languages: ['de-DE', 'it-IT'],
        models: ['conversation', 'dictation'],
      }),
    ).toEqual({
      recognitionLanguage: 'it-IT',
      recognitionModel: 'conversation',
      voice: '',
      speakingRate: 1,
    });
  });
});
