import { describe, expect, it } from 'vitest';
import type { BotConfigSettings } from '../../lib/api-client/schema';
import { configFormSchema } from './configFormSchema';

function valid(): BotConfigSettings {
  return {
    name: 'default',
    botId: 'bot-default',
    defaultLanguage: 'de-DE',
    languages: ['de-DE', 'en-US'],
    timeZone: 'Europe/Berlin',
    speechService: 'azure-speech',
    speech: {
      languages: {
        'de-DE': {
          recognitionLanguage: 'de-DE',
          recognitionModel: 'conversation',
          voice: 'de-DE-KatjaNeural',
          speakingRate: 1,
        },
        'en-US': {
          recognitionLanguage: 'en-US',
          recognitionModel: 'conversation',
          voice: 'en-US-JennyNeural',
          speakingRate: 1.1,
        },
      },
      bargeIn: { enabled: true, minSpeechMs: 300 },
      initialSilenceMs: 5000,
      endOfSpeechSilenceMs: 1200,
      noInputRetries: 2,
      dtmf: { enabled: true, maxDigits: 10, terminator: '#', interDigitTimeoutMs: 3000 },
    },
    webChat: {
      enabled: true,
      allowedOrigins: ['https://www.example.com'],
      greeting: { 'de-DE': 'Hallo!', 'en-US': 'Hello!' },
    },
    businessHours: {
      weekly: [{ day: 'mon', from: '08:00', to: '18:00' }],
      holidays: [{ date: '2026-12-25', name: 'Weihnachten' }],
      overrides: [],
      whenClosed: 'handover',
      closedHandoverTargetId: 'queue-1',
    },
    handoverTargets: [
      {
        id: 'sip-1',
        name: 'Contact centre',
        type: 'sip',
        address: 'sip:agents@pbx.example.com',
        whenClosed: 'voicemail',
      },
      {
        id: 'queue-1',
        name: 'Service queue',
        type: 'queue',
        address: 'service',
        whenClosed: 'queue',
      },
    ],
    privacy: { recordCalls: true, retentionDays: 90, maskPersonalData: true },
  };
}

/** Field path → reason, as the form shows them. */
function problems(config: BotConfigSettings): Record<string, string> {
  const result = configFormSchema.safeParse(config);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the bot configuration form’s rules', () => {
  it('accepts a complete configuration', () => {
    expect(problems(valid())).toEqual({});
  });

  it('wants end-of-speech silence below the initial silence', () => {
    const config = valid();
    config.speech.endOfSpeechSilenceMs = 5000;
    expect(problems(config)).toEqual({ 'speech.endOfSpeechSilenceMs': 'silence_order' });
  });

  it('marks overlapping opening ranges and a range that ends before it starts', () => {
    const config = valid();
    config.businessHours.weekly.push(
      { day: 'mon', from: '17:00', to: '20:00' },
      { day: 'tue', from: '12:00', to: '09:00' },
    );
    expect(problems(config)).toEqual({
      'businessHours.weekly.1.from': 'range_overlap',
      'businessHours.weekly.2.to': 'range_order',
    });
  });

  it('checks a phone handover target as E.164 and a SIP one as a SIP URI', () => {
    const config = valid();
    config.handoverTargets[0]!.address = 'agents.example.com';
    config.handoverTargets[1] = {
      ...config.handoverTargets[1]!,
      type: 'phone',
      address: '0049 30 1234',
    };
    expect(problems(config)).toEqual({
      'handoverTargets.0.address': 'sip_uri',
      'handoverTargets.1.address': 'e164',
    });
  });

  it('needs a default language among the enabled ones, and speech settings for each', () => {
    const config = valid();
    config.languages = ['en-US', 'fr-FR'];
    expect(problems(config)).toEqual({
      defaultLanguage: 'not_enabled',
      'speech.languages.fr-FR.voice': 'required',
    });
  });

  it('needs an existing handover target when closed hours hand over', () => {
    const config = valid();
    config.businessHours.closedHandoverTargetId = null;
    expect(problems(config)).toEqual({ 'businessHours.closedHandoverTargetId': 'required' });
    config.businessHours.closedHandoverTargetId = 'gone';
    expect(problems(config)).toEqual({ 'businessHours.closedHandoverTargetId': 'unknown_value' });
  });

  it('wants times as HH:mm (24:00 ends the day) and days that exist, and names which', () => {
    const config = valid();
    config.businessHours.weekly.push(
      { day: 'tue', from: '8:00 AM', to: '24:00' },
      { day: 'wed', from: '', to: '24:30' },
    );
    config.businessHours.holidays.push(
      { date: '2026-02-30', name: 'Nowhere' },
      { date: '', name: 'Unset' },
    );
    expect(problems(config)).toEqual({
      'businessHours.weekly.1.from': 'time',
      'businessHours.weekly.2.from': 'required',
      'businessHours.weekly.2.to': 'time',
      'businessHours.holidays.1.date': 'date',
      'businessHours.holidays.2.date': 'required',
    });
  });

  it('checks lengths, ranges, origins and the time zone field by field', () => {
    const config = valid();
    config.name = ' ';
    config.timeZone = 'Mars/Olympus';
    config.privacy.retentionDays = 0;
    config.speech.languages['de-DE']!.speakingRate = 3;
    config.speech.noInputRetries = Number.NaN;
    config.webChat.allowedOrigins = ['https://www.example.com/chat'];
    expect(problems(config)).toEqual({
      name: 'required',
      timeZone: 'invalid',
      'privacy.retentionDays': 'invalid',
      'speech.languages.de-DE.speakingRate': 'invalid',
      'speech.noInputRetries': 'invalid',
      'webChat.allowedOrigins.0': 'origin',
    });
  });
});
