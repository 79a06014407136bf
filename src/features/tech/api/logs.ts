import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { LogPage } from '../../../lib/api-client/schema';
import { LogPageSchema } from '../../../lib/api-client/schemas/tech';

/** One GET /logs: the newest lines, an older page (`cursor`) or a tail (`since`). */
export function getLogs(query: Record<string, string>, limit: number): Promise<LogPage> {
  return validated('logs', LogPageSchema, apiClient.get('logs', { ...query, limit }));
}
