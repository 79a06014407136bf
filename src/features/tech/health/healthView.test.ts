import { describe, expect, it } from 'vitest';
import type { Health, HealthComponent } from '../../../lib/api-client/schema';
import { STALE_AFTER_MS, componentViews, troubledComponents } from './healthView';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const component = (name: string, status: HealthComponent['status'], ageMs = 0) => ({
  name,
  botId: null,
  status,
  latency: { p50: 10, p95: 20, p99: 30 },
  errorRate: 0,
  message: null,
  checkedAt: new Date(NOW - ageMs).toISOString(),
});
const health = (components: HealthComponent[]): Health => ({
  status: 'ok',
  checkedAt: new Date(NOW).toISOString(),
  components,
});

describe('componentViews', () => {
  it('keeps the server’s state and flags a check older than two minutes', () => {
    const views = componentViews(
      health([
        component('api', 'ok', STALE_AFTER_MS),
        component('telephony', 'ok', STALE_AFTER_MS + 1),
      ]),
      false,
      NOW,
    );
    expect(views.map((view) => [view.status, view.stale])).toEqual([
      ['ok', false],
      ['ok', true],
    ]);
  });

  it('shows unknown, never the last healthy state, when the refresh failed', () => {
    const views = componentViews(health([component('api', 'ok')]), true, NOW);
    expect(views[0]).toMatchObject({ status: 'unknown', stale: true });
  });

  it('has nothing to show before the first answer', () => {
    expect(componentViews(undefined, true, NOW)).toEqual([]);
  });
});

describe('troubledComponents', () => {
  it('names the down ones before the degraded ones and leaves the rest out', () => {
    const views = componentViews(
      health([
        component('training', 'degraded'),
        component('api', 'ok'),
        component('telephony', 'down'),
        component('bot:a', 'degraded'),
      ]),
      false,
      NOW,
    );
    expect(troubledComponents(views).map((view) => view.component.name)).toEqual([
      'telephony',
      'bot:a',
      'training',
    ]);
  });
});
