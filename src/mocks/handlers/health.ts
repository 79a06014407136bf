import { http, HttpResponse } from 'msw';
import type { Health, HealthComponent, HealthStatus } from '../../lib/api-client/schema';
import { iso, mockDb } from '../data';
import { latencyAt } from '../data/tech';
import { API } from './respond';

const BOT_STATUS = { healthy: 'ok', degraded: 'degraded', down: 'down' } as const;

const PLATFORM_PARTS = ['api', 'speech-recognition', 'telephony', 'training'] as const;

/** Every component with its state and current figures, checked "now". */
export function healthComponents(now: number): HealthComponent[] {
  const entry = (name: string, botId: string | null, status: HealthStatus): HealthComponent => {
    const { errorRate, ...latency } = latencyAt(name, status !== 'ok', now, now);
    return {
      name,
      botId,
      status,
      latency,
      errorRate,
      message: status === 'ok' ? null : status === 'down' ? 'unreachable' : 'elevated_latency',
      // Each part is checked on its own schedule, a few seconds apart.
      checkedAt: iso(now - (name.length % 5) * 1000),
    };
  };
  return [
    ...PLATFORM_PARTS.map((name) => entry(name, null, 'ok')),
    ...mockDb().bots.map((bot) => entry(`bot:${bot.name}`, bot.id, BOT_STATUS[bot.health])),
  ];
}

export function healthHandlers() {
  return [
    http.get(`${API}/health`, () => {
      const now = Date.now();
      const components = healthComponents(now);
      const statuses = components.map((component) => component.status);
      const status: HealthStatus = statuses.includes('down')
        ? 'down'
        : statuses.includes('degraded')
          ? 'degraded'
          : 'ok';
      return HttpResponse.json<Health>({ status, checkedAt: iso(now), components });
    }),
  ];
}
