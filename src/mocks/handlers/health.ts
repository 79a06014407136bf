import { http, HttpResponse } from 'msw';
import type { Health, HealthStatus } from '../../lib/api-client/schema';
import { iso, mockDb } from '../data';
import { API } from './respond';

const BOT_STATUS = { healthy: 'ok', degraded: 'degraded', down: 'down' } as const;

export function healthHandlers() {
  return [
    http.get(`${API}/health`, () => {
      const components: Health['components'] = [
        { name: 'api', status: 'ok' },
        { name: 'speech-recognition', status: 'ok' },
        { name: 'telephony', status: 'ok' },
        { name: 'training', status: 'ok' },
        ...mockDb().bots.map((bot) => ({
          name: `bot:${bot.name}`,
          status: BOT_STATUS[bot.health] as HealthStatus,
        })),
      ];
      const statuses = components.map((component) => component.status);
      const status: HealthStatus = statuses.includes('down')
        ? 'down'
        : statuses.includes('degraded')
          ? 'degraded'
          : 'ok';
      return HttpResponse.json<Health>({ status, checkedAt: iso(Date.now()), components });
    }),
  ];
}
