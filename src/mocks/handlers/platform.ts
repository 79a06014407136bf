import { http, HttpResponse } from 'msw';
import type {
  BuildInfo,
  IncidentList,
  LatencyMetrics,
  LatencySeries,
} from '../../lib/api-client/schema';
import { iso, mockDb } from '../data';
import { incidentsOf, latencyAt } from '../data/tech';
import { healthComponents } from './health';
import { may } from './may';
import { API, forbidden, validationFailed } from './respond';

const HOUR_MS = 3_600_000;
const PERIODS = { '24h': { points: 24, step: HOUR_MS }, '7d': { points: 28, step: 6 * HOUR_MS } };

/** Latency over time, incidents and build information: what the Technical area reads. */
export function platformHandlers() {
  return [
    http.get(`${API}/metrics/latency`, ({ request }) => {
      if (!may('tech.read')) return forbidden();
      const query = new URL(request.url).searchParams;
      const period = query.get('period') ?? '24h';
      if (period !== '24h' && period !== '7d') return validationFailed({ period: 'unknown_value' });
      const { points, step } = PERIODS[period];
      const now = Date.now();
      const last = Math.floor(now / step) * step;
      const wanted = query.get('component');
      const series: LatencySeries[] = healthComponents(now)
        .filter((component) => wanted === null || component.name === wanted)
        .map(({ name, status }) => ({
          component: name,
          points: Array.from({ length: points }, (_, index) => {
            const at = last - (points - 1 - index) * step;
            return { at: iso(at), ...latencyAt(name, status !== 'ok', at, now) };
          }),
        }));
      return HttpResponse.json<LatencyMetrics>({ period, series });
    }),

    http.get(`${API}/incidents`, ({ request }) => {
      if (!may('tech.read')) return forbidden();
      const status = new URL(request.url).searchParams.get('status');
      if (status !== null && status !== 'open' && status !== 'resolved') {
        return validationFailed({ status: 'unknown_value' });
      }
      const { now, bots } = mockDb();
      const items = incidentsOf(now, bots).filter(
        (incident) => !status || incident.status === status,
      );
      return HttpResponse.json<IncidentList>({ items });
    }),

    http.get(`${API}/build-info`, () => {
      if (!may('tech.read')) return forbidden();
      return HttpResponse.json<BuildInfo>({
        apiVersion: '2026.11.3',
        apiBuiltAt: '2026-11-18T09:12:00.000Z',
        nluEngine: 'neo-nlu 4.2.1',
        speechProviders: ['azure-speech', 'google-cloud-speech', 'amazon-transcribe'],
      });
    }),
  ];
}
