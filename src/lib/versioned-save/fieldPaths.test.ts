import { describe, expect, it } from 'vitest';
import { changedFields, flattenFields, unflattenFields } from './fieldPaths';

const config = {
  name: 'default',
  speech: {
    languages: { 'de-DE': { voice: 'katja', speakingRate: 1 }, 'en-US': { voice: 'jenny' } },
    dtmf: { enabled: true },
  },
  webChat: { allowedOrigins: ['https://a.example'], greeting: {} },
};

describe('field paths of a nested resource', () => {
  it('names each leaf by its dotted path; lists and empty objects are single values', () => {
    expect(flattenFields(config)).toEqual({
      name: 'default',
      'speech.languages.de-DE.voice': 'katja',
      'speech.languages.de-DE.speakingRate': 1,
      'speech.languages.en-US.voice': 'jenny',
      'speech.dtmf.enabled': true,
      'webChat.allowedOrigins': ['https://a.example'],
      'webChat.greeting': {},
    });
  });

  it('rebuilds the nested object from its leaves', () => {
    expect(unflattenFields(flattenFields(config))).toEqual(config);
  });

  it('lists the leaves that differ, with both values, sorted by path', () => {
    const after = structuredClone(config);
    after.speech.languages['de-DE'].voice = 'conrad';
    after.webChat.allowedOrigins.push('https://b.example');
    expect(changedFields(config, after)).toEqual([
      { path: 'speech.languages.de-DE.voice', before: 'katja', after: 'conrad' },
      {
        path: 'webChat.allowedOrigins',
        before: ['https://a.example'],
        after: ['https://a.example', 'https://b.example'],
      },
    ]);
  });

  it('counts a leaf that exists on one side only as changed', () => {
    const after = { ...config, timeZone: 'Europe/Berlin' };
    expect(changedFields(config, after)).toEqual([
      { path: 'timeZone', before: undefined, after: 'Europe/Berlin' },
    ]);
  });
});
