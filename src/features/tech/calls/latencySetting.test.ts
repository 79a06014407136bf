import { describe, expect, it } from 'vitest';
import { settingHref, settingNameKey } from './latencySetting';

const silence = { configId: 'cfg-default', path: 'speech.endOfSpeechSilenceMs', value: 1200 };

describe('latency settings', () => {
  it('links a setting to its configuration’s tab', () => {
    expect(settingHref(silence)).toBe('/configuration/cfg-default?tab=speech');
  });

  it('names known settings and leaves unknown ones unnamed', () => {
    expect(settingNameKey(silence)).toBe('tech.latency.settings.endOfSpeechSilence');
    expect(settingNameKey({ ...silence, path: 'speech.somethingNew' })).toBeUndefined();
  });
});
