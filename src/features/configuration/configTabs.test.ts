import { describe, expect, it } from 'vitest';
import { countByTab, tabOf } from './configTabs';

describe('configuration tabs', () => {
  it('places every field on its tab', () => {
    expect(tabOf('name')).toBe('general');
    expect(tabOf('speech.languages.de-DE.voice')).toBe('speech');
    expect(tabOf('speechService')).toBe('speech');
    expect(tabOf('webChat.greeting.de-DE')).toBe('channels');
    expect(tabOf('businessHours.weekly')).toBe('hours');
    expect(tabOf('handoverTargets')).toBe('handover');
    expect(tabOf('privacy.retentionDays')).toBe('privacy');
  });

  it('counts changed fields per tab', () => {
    expect(
      countByTab(['name', 'timeZone', 'speech.endOfSpeechSilenceMs', 'privacy.recordCalls']),
    ).toEqual({ general: 2, speech: 1, channels: 0, hours: 0, handover: 0, privacy: 1 });
  });
});
