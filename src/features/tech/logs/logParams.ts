import type { LogLevel } from '../../../lib/api-client/schema';

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
  return query ? `/tech/logs?${query}` : '/tech/logs';
}
