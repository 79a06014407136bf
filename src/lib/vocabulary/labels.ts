import type {
  Channel,
  ChannelFilter,
  Language,
  Outcome,
  Period,
  Role,
  Severity,
  UserStatus,
} from '../../lib/api-client/schema';

// The contract's codes shared by several areas, each mapped to its one translation key with an
// object literal, so every key is spelled out (and checked against en-US.json) and one concept
// has one word everywhere (src/i18n/glossary.test.ts).

export const CHANNEL_LABEL_KEYS = {
  voice: 'common.channel.voice',
  chat: 'common.channel.chat',
} as const satisfies Record<Channel, string>;

export const CHANNEL_FILTER_LABEL_KEYS = {
  all: 'common.channel.all',
  ...CHANNEL_LABEL_KEYS,
} as const satisfies Record<ChannelFilter, string>;

export const OUTCOME_LABEL_KEYS = {
  contained: 'common.outcome.contained',
  handover: 'common.outcome.handover',
  abandoned: 'common.outcome.abandoned',
} as const satisfies Record<Outcome, string>;

export const PERIOD_LABEL_KEYS = {
  today: 'common.period.today',
  '7d': 'common.period.7d',
  '30d': 'common.period.30d',
  custom: 'common.period.custom',
} as const satisfies Record<Period, string>;

export const LANGUAGE_LABEL_KEYS = {
  'de-DE': 'common.language.de-DE',
  'en-US': 'common.language.en-US',
  'ja-JP': 'common.language.ja-JP',
  'fr-FR': 'common.language.fr-FR',
  'it-IT': 'common.language.it-IT',
} as const satisfies Record<Language, string>;

export const ROLE_LABEL_KEYS = {
  administrator: 'common.role.administrator',
  editor: 'common.role.editor',
  analyst: 'common.role.analyst',
  viewer: 'common.role.viewer',
} as const satisfies Record<Role, string>;

export const USER_STATUS_LABEL_KEYS = {
  active: 'common.userStatus.active',
  invited: 'common.userStatus.invited',
  deactivated: 'common.userStatus.deactivated',
} as const satisfies Record<UserStatus, string>;

export const SEVERITY_LABEL_KEYS = {
  low: 'common.severity.low',
  normal: 'common.severity.normal',
  high: 'common.severity.high',
  critical: 'common.severity.critical',
} as const satisfies Record<Severity, string>;
