import type {
  BotConfig,
  BotConfigRevision,
  BotConfigSettings,
  PhoneNumber,
} from '../../lib/api-client/schema';
import { DAY_MS, iso } from './time';

/** A revision as the mock keeps it: with the settings it holds. */
export type StoredRevision = BotConfigRevision & { config: BotConfigSettings };

const speech = (recognitionLanguage: string, recognitionModel: string, voice: string) => ({
  recognitionLanguage,
  recognitionModel,
  voice,
  speakingRate: 1,
});

const WEEKDAYS_8_TO_18 = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  from: '08:00',
  to: '18:00',
}));

function defaultSettings(): BotConfigSettings {
  return {
    name: 'default',
    botId: 'bot-default',
    defaultLanguage: 'de-DE',
    languages: ['de-DE', 'en-US', 'fr-FR'],
    timeZone: 'Europe/Berlin',
    speechService: 'azure-speech',
    speech: {
      languages: {
        'de-DE': speech('de-DE', 'telephony', 'de-DE-KatjaNeural'),
        'en-US': speech('en-US', 'telephony', 'en-US-JennyNeural'),
        'fr-FR': speech('fr-FR', 'telephony', 'fr-FR-DeniseNeural'),
      },
      bargeIn: { enabled: true, minSpeechMs: 300 },
      initialSilenceMs: 5000,
      endOfSpeechSilenceMs: 1200,
      noInputRetries: 2,
      dtmf: { enabled: true, maxDigits: 12, terminator: '#', interDigitTimeoutMs: 3000 },
    },
    webChat: {
      enabled: true,
      allowedOrigins: ['https://www.example.com', 'https://service.example.com'],
      greeting: {
        'de-DE': 'Hallo! Wie kann ich Ihnen heute helfen?',
        'en-US': 'Hello! How can I help you today?',
        'fr-FR': 'Bonjour ! Comment puis-je vous aider aujourd’hui ?',
      },
    },
    businessHours: {
      weekly: [...WEEKDAYS_8_TO_18, { day: 'sat', from: '09:00', to: '13:00' }],
      holidays: [
        { date: '2026-12-25', name: '1. Weihnachtstag' },
        { date: '2026-12-26', name: '2. Weihnachtstag' },
        { date: '2027-01-01', name: 'Neujahr' },
      ],
      overrides: [{ date: '2026-12-24', closed: false, from: '08:00', to: '12:00' }],
      whenClosed: 'handover',
      closedHandoverTargetId: 'target-queue',
    },
    handoverTargets: [
      {
        id: 'target-sip',
        name: 'Kundenservice',
        type: 'sip',
        address: 'sip:service@pbx.example.com',
        whenClosed: 'voicemail',
      },
      {
        id: 'target-queue',
        name: 'Rückruf-Warteschlange',
        type: 'queue',
        address: 'callback',
        whenClosed: 'queue',
      },
    ],
    privacy: { recordCalls: true, retentionDays: 90, maskPersonalData: true },
  };
}

function hotlineSettings(): BotConfigSettings {
  const base = defaultSettings();
  return {
    ...base,
    name: 'service-hotline',
    botId: 'bot-service-hotline',
    defaultLanguage: 'en-US',
    languages: ['en-US', 'ja-JP'],
    timeZone: 'Asia/Tokyo',
    speechService: 'google-cloud-speech',
    speech: {
      ...base.speech,
      languages: {
        'en-US': speech('en-US', 'phone_call', 'en-US-Neural2-C'),
        'ja-JP': speech('ja-JP', 'phone_call', 'ja-JP-Neural2-B'),
      },
      endOfSpeechSilenceMs: 900,
    },
    webChat: { enabled: false, allowedOrigins: [], greeting: { 'en-US': '', 'ja-JP': '' } },
    businessHours: {
      weekly: WEEKDAYS_8_TO_18.map((range) => ({ ...range, from: '09:00', to: '17:00' })),
      holidays: [{ date: '2027-01-01', name: '元日' }],
      overrides: [],
      whenClosed: 'message',
      closedHandoverTargetId: null,
    },
    handoverTargets: [
      {
        id: 'target-phone',
        name: 'Tokyo desk',
        type: 'phone',
        address: '+81312345678',
        whenClosed: 'reject',
      },
    ],
    privacy: { recordCalls: false, retentionDays: 30, maskPersonalData: true },
  };
}

function webAssistantSettings(): BotConfigSettings {
  const base = defaultSettings();
  return {
    ...base,
    name: 'web-assistant',
    botId: 'bot-web-assistant',
    defaultLanguage: 'it-IT',
    languages: ['it-IT', 'fr-FR'],
    timeZone: 'Europe/Rome',
    speech: {
      ...base.speech,
      languages: {
        'it-IT': speech('it-IT', 'conversation', 'it-IT-ElsaNeural'),
        'fr-FR': speech('fr-FR', 'conversation', 'fr-FR-HenriNeural'),
      },
    },
    webChat: {
      enabled: true,
      allowedOrigins: ['https://shop.example.it'],
      greeting: {
        'it-IT': 'Ciao! Come posso aiutarti?',
        'fr-FR': 'Bonjour ! Comment puis-je vous aider ?',
      },
    },
    businessHours: { ...base.businessHours, whenClosed: 'message', closedHandoverTargetId: null },
    handoverTargets: [],
    privacy: { recordCalls: false, retentionDays: 14, maskPersonalData: true },
  };
}

export interface ConfigurationSeed {
  botConfigs: BotConfig[];
  configRevisions: Record<string, StoredRevision[]>;
  phoneNumbers: PhoneNumber[];
}

/**
 * The seeded configurations: `default` (the spec's default name, on a cloud speech service) has
 * been in production and has an unpromoted change since; the other two are one per seeded bot.
 */
export function createConfigurationSeed(now: number, editor: string): ConfigurationSeed {
  const at = (daysAgo: number) => iso(now - daysAgo * DAY_MS);
  // v1 as created, v2 (a shorter end-of-speech silence) promoted, v3 (longer retention) not yet.
  const defaultV3 = defaultSettings();
  const defaultV2: BotConfigSettings = {
    ...defaultV3,
    privacy: { ...defaultV3.privacy, retentionDays: 60 },
  };
  const defaultV1: BotConfigSettings = {
    ...defaultV2,
    speech: { ...defaultV2.speech, endOfSpeechSilenceMs: 1500 },
  };
  const revision = (
    configId: string,
    version: number,
    kind: StoredRevision['kind'],
    createdAt: string,
    config: BotConfigSettings,
    notes: string | null = null,
  ): StoredRevision => ({
    id: `${configId}-rev-${version}-${kind}`,
    version,
    kind,
    createdAt,
    author: kind === 'creation' ? null : editor,
    notes,
    config: structuredClone(config),
  });
  const config = (
    id: string,
    settings: BotConfigSettings,
    version: number,
    status: BotConfig['status'],
    productionVersion: number | null,
    updatedAt: string,
  ): BotConfig => ({
    ...structuredClone(settings),
    id,
    status,
    productionVersion,
    version,
    updatedAt,
    updatedBy: editor,
  });
  const hotline = hotlineSettings();
  const web = webAssistantSettings();
  return {
    botConfigs: [
      config('cfg-default', defaultV3, 3, 'changed', 2, at(1)),
      config('cfg-service-hotline', hotline, 1, 'production', 1, at(20)),
      config('cfg-web-assistant', web, 1, 'draft', null, at(3)),
    ],
    configRevisions: {
      'cfg-default': [
        revision('cfg-default', 3, 'save', at(1), defaultV3),
        revision(
          'cfg-default',
          2,
          'promotion',
          at(12),
          defaultV2,
          'End-of-speech silence 1500 → 1200 ms',
        ),
        revision('cfg-default', 2, 'save', at(12), defaultV2),
        revision('cfg-default', 1, 'creation', at(60), defaultV1),
      ],
      'cfg-service-hotline': [
        revision('cfg-service-hotline', 1, 'promotion', at(20), hotline, 'Tokyo go-live'),
        revision('cfg-service-hotline', 1, 'creation', at(21), hotline),
      ],
      'cfg-web-assistant': [revision('cfg-web-assistant', 1, 'creation', at(3), web)],
    },
    phoneNumbers: [
      phone(
        'phone-1',
        '+4930123456789',
        'Sipgate',
        'production',
        'Hotline Berlin',
        'cfg-default',
        at(40),
      ),
      phone('phone-2', '+4989987654321', 'Twilio', 'staging', 'Test line', 'cfg-default', at(10)),
      phone(
        'phone-3',
        '+81312345000',
        'Twilio',
        'production',
        'Tokyo',
        'cfg-service-hotline',
        at(21),
      ),
    ].map((number) => ({ ...number, updatedBy: editor })),
  };
}

function phone(
  id: string,
  number: string,
  provider: string,
  environment: PhoneNumber['environment'],
  label: string,
  configId: string,
  updatedAt: string,
): PhoneNumber {
  return {
    id,
    number,
    provider,
    environment,
    label,
    configId,
    version: 1,
    updatedAt,
    updatedBy: null,
  };
}
