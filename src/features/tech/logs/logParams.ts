import { LOG_LEVEL_VALUES, type LogLevel } from '../../../lib/api-client/schema';
import { param, type ListDefinition } from '../../../lib/list-page';
import { toLogs } from '../routes';

export const LEVEL_KEYS = {
  debug: 'tech.logs.levels.debug',
  info: 'tech.logs.levels.info',
  warn: 'tech.logs.levels.warn',
  error: 'tech.logs.levels.error',
} as const satisfies Record<LogLevel, string>;

export const TIME_PRESETS = ['15m', '1h', '24h', 'all'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];

const PRESET_MS: Record<Exclude<TimePreset, 'all'>, number> = {
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
  '24h': 24 * 60 * 60_000,
};

/** The log view's filters, all in the address: ?level=&component=&botId=&conversationId=&q=&time= */
export interface LogsFilter {
  level: LogLevel;
  component: string;
  botId: string;
  conversationId: string;
  /** Over message, trace id and attributes; '' for none. */
  q: string;
  time: TimePreset;
}

const id = () => param.text({ maxLength: 100, dropTooLong: true });

export const LOGS_LIST: ListDefinition<LogsFilter> = {
  params: {
    level: param.oneOf(LOG_LEVEL_VALUES, 'debug'),
    component: id(),
    botId: id(),
    conversationId: id(),
    q: param.text({ maxLength: 200 }),
    time: param.oneOf(TIME_PRESETS, '24h'),
  },
  history: 'replace',
};

/** The filter as GET /logs parameters, the time preset counted back from `now`. */
export function logsQuery(filter: LogsFilter, now: number): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.level !== 'debug') query.level = filter.level;
  for (const key of ['component', 'botId', 'conversationId', 'q'] as const) {
    if (filter[key]) query[key] = filter[key];
  }
  if (filter.time !== 'all') query.from = new Date(now - PRESET_MS[filter.time]).toISOString();
  return query;
}

export interface LogsLinkFilter {
  component?: string;
  botId?: string;
  conversationId?: string;
  q?: string;
  level?: LogLevel;
}

/** The log view filtered, e.g. from a health card or an error's "open in logs". */
export function logsHref(filter: LogsLinkFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return toLogs(query);
}
