import type { ChannelFilter, Outcome, Period } from '../../../lib/api-client/schema';

// Codes to translation keys as literals, so every key stays typed and findable.

export const PERIOD_KEYS = {
  today: 'dashboard.period.today',
  '7d': 'dashboard.period.7d',
  '30d': 'dashboard.period.30d',
  custom: 'dashboard.period.custom',
} as const satisfies Record<Period, string>;

export const CHANNEL_KEYS = {
  all: 'dashboard.channel.all',
  voice: 'dashboard.channel.voice',
  chat: 'dashboard.channel.chat',
} as const satisfies Record<ChannelFilter, string>;

export const OUTCOME_KEYS = {
  contained: 'dashboard.outcome.contained',
  handover: 'dashboard.outcome.handover',
  abandoned: 'dashboard.outcome.abandoned',
} as const satisfies Record<Outcome, string>;

export const CUSTOM_PERIOD_ERROR_KEYS = {
  required: 'dashboard.filters.errors.required',
  invalid: 'dashboard.filters.errors.invalid',
  order: 'dashboard.filters.errors.order',
  tooLong: 'dashboard.filters.errors.tooLong',
} as const;
