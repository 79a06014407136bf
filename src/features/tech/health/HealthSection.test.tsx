import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Health } from '../../../lib/api-client/schema';
import { resetMockData } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import { HealthSection } from './HealthSection';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetMockData());
afterEach(() => vi.useRealTimers());

const renderHealth = () => renderRoute(<HealthSection />, { path: '/tech' });

const card = (name: string) => screen.findByRole('article', { name });

describe('HealthSection', () => {
  it('shows one card per component with its state, percentiles, error rate and a 24-hour line', async () => {
    renderHealth();
    const api = await card('Portal API');
    expect(within(api).getByText('Operational')).toBeInTheDocument();
    for (const term of ['Median (p50)', 'p95', 'p99', 'Error rate']) {
      expect(within(api).getByText(term)).toBeInTheDocument();
    }
    expect(within(api).getAllByText(/\d ms$/)).toHaveLength(3);
    expect(
      await within(api).findByRole('img', { name: /^p95 over the last 24 hours: from/ }),
    ).toBeInTheDocument();
    expect(within(api).getByText(/^Checked /)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('names a degraded component in a banner and links to its logs', async () => {
    renderHealth();
    const hotline = await card('Bot “service-hotline”');
    expect(within(hotline).getByText('Degraded')).toBeInTheDocument();
    expect(within(hotline).getByText('Responding more slowly than usual.')).toBeInTheDocument();
    const banner = screen.getByText('Not running normally: Bot “service-hotline”');
    expect(banner).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Open the logs of Bot “service-hotline”' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tech/logs?botId=bot-service-hotline',
      '/tech/logs?botId=bot-service-hotline',
    ]);
    expect(
      within(await card('Telephony')).getByRole('link', { name: 'Open the logs of Telephony' }),
    ).toHaveAttribute('href', '/tech/logs?component=telephony');
  });

  it('warns on a check older than two minutes', async () => {
    const old = new Date(Date.now() - 3 * 60_000).toISOString();
    server.use(
      http.get('*/api/v1/health', () =>
        HttpResponse.json<Health>({
          status: 'ok',
          checkedAt: old,
          components: [
            {
              name: 'api',
              botId: null,
              status: 'ok',
              latency: { p50: 40, p95: 90, p99: 130 },
              errorRate: 0.001,
              message: null,
              checkedAt: old,
            },
          ],
        }),
      ),
    );
    renderHealth();
    const api = await card('Portal API');
    expect(
      within(api).getByText(
        'This check is more than 2 minutes old; the figures may be out of date.',
      ),
    ).toBeInTheDocument();
  });

  it('says unknown, never healthy, when the health check cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reachable = true;
    let requests = 0;
    server.use(
      http.get('*/api/v1/health', () => {
        requests += 1;
        return reachable
          ? undefined
          : HttpResponse.json({ message: 'down', code: 'internal' }, { status: 503 });
      }),
    );
    renderHealth();
    const api = await card('Portal API');
    expect(within(api).getByText('Operational')).toBeInTheDocument();
    expect(requests).toBe(1);

    // The next check comes 30 s later and fails: the last "Operational" must not stay.
    reachable = false;
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(requests).toBe(2));
    expect(await screen.findByText('Health unknown')).toBeInTheDocument();
    expect(within(await card('Portal API')).getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByText('Operational')).not.toBeInTheDocument();
  });
});
