import type { Health, HealthComponent } from '../../../lib/api-client/schema';
import type { ShownHealth } from '../../../layout/HealthStatusChip';
import { logsHref } from '../logs/logParams';

/** Health is refreshed every 30 s while the page is visible. */
export const HEALTH_REFRESH_MS = 30_000;
/** A check older than two minutes is flagged: the figures may no longer be true. */
export const STALE_AFTER_MS = 120_000;

export interface ComponentView {
  component: HealthComponent;
  /** `unknown` whenever the last refresh failed: an old "ok" must not pass for a current one. */
  status: ShownHealth;
  stale: boolean;
}

export function componentViews(
  health: Health | undefined,
  refreshFailed: boolean,
  now: number,
): ComponentView[] {
  return (health?.components ?? []).map((component) => ({
    component,
    status: refreshFailed ? 'unknown' : component.status,
    stale: refreshFailed || now - Date.parse(component.checkedAt) > STALE_AFTER_MS,
  }));
}

/** The components a banner must name: degraded or down ones, the worst first. */
export function troubledComponents(views: readonly ComponentView[]): ComponentView[] {
  const rank = { down: 0, degraded: 1 } as const;
  return views
    .filter((view) => view.status === 'down' || view.status === 'degraded')
    .sort(
      (a, b) =>
        rank[a.status as keyof typeof rank] - rank[b.status as keyof typeof rank] ||
        a.component.name.localeCompare(b.component.name),
    );
}

/** The logs of a component: a bot's by its id, a platform part's by its name. */
export const componentLogsHref = ({ component }: ComponentView) =>
  logsHref(component.botId ? { botId: component.botId } : { component: component.name });
