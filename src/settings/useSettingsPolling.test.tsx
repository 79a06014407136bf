import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { fetchPortalSettings, loadPortalSettings, startPortalSettingsLoad } from './fetchSettings';
import type { PortalSettings } from './portalSettings';
import { SettingsBootstrap } from './SettingsBootstrap';
import { usePortalSettings } from './SettingsContext';
import { settingsReducer } from './settingsState';

const settings: PortalSettings = {
  oidcAuthority: 'https://id.example.com',
  oidcClientId: 'portal',
  languages: ['en-US'],
};

function ShowSettings() {
  return <p>client {usePortalSettings().oidcClientId}</p>;
}

function renderBootstrap(load: () => Promise<PortalSettings>) {
  return render(
    <SettingsBootstrap fallback={<p>spinner</p>} load={load}>
      <ShowSettings />
    </SettingsBootstrap>,
  );
}

describe('settings bootstrap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('requests at once, retries every 10 s while failing, and stops after the first success', async () => {
    const load = vi
      .fn<() => Promise<PortalSettings>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockRejectedValueOnce(new Error('invalid'))
      .mockResolvedValue(settings);
    renderBootstrap(load);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('spinner')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(9_999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('spinner')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('client portal')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failure while loaded returns to not loaded', () => {
    const loaded = settingsReducer({ loaded: false }, { type: 'succeeded', settings });
    expect(loaded).toEqual({ loaded: true, settings });
    expect(settingsReducer(loaded, { type: 'failed' })).toEqual({ loaded: false });
  });

  it('stops polling when unmounted', async () => {
    const load = vi.fn<() => Promise<PortalSettings>>().mockRejectedValue(new Error('down'));
    const { unmount } = renderBootstrap(load);
    await act(async () => {});
    unmount();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('fetchPortalSettings', () => {
  it('asks GET /api/v1/configs?scope=portal and validates the answer', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/v1/configs', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({
          NIAM_OIDC_URL: 'https://id.example.com',
          NIAM_OIDC_CLIENT_ID_PORTAL: 'portal',
          NEO_LANGUAGES_ENABLED: 'en-US',
        });
      }),
    );
    await expect(fetchPortalSettings()).resolves.toEqual(settings);
    expect(new URL(urls[0]).pathname).toBe('/api/v1/configs');
    expect(new URL(urls[0]).searchParams.get('scope')).toBe('portal');
  });

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ message: 'down' }, { status: 500 }),
      { name: 'AxiosError', response: { status: 500 } },
    ],
    [
      'non-JSON',
      () =>
        HttpResponse.text('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } }),
      { name: 'InvalidSettingsError', message: expect.stringMatching(/not a JSON object/) },
    ],
    [
      'wrongly typed fields',
      () =>
        HttpResponse.json({
          NIAM_OIDC_URL: 1,
          NIAM_OIDC_CLIENT_ID_PORTAL: [],
          NEO_LANGUAGES_ENABLED: {},
        }),
      {
        name: 'InvalidSettingsError',
        problems: [
          'NIAM_OIDC_URL must be an absolute http(s) URL',
          'NIAM_OIDC_CLIENT_ID_PORTAL must be a non-empty string',
          'NEO_LANGUAGES_ENABLED must be a list or a comma-separated string',
        ],
      },
    ],
    [
      'a 400 (seen by the shared handler, then rejected)',
      () => HttpResponse.json({}, { status: 400 }),
      { name: 'BadRequestError', handled: true, body: {} },
    ],
  ])('rejects on %s, so the bootstrapper retries', async (_name, answer, expected) => {
    server.use(http.get('*/api/v1/configs', answer));
    await expect(fetchPortalSettings()).rejects.toMatchObject(expected);
  });
});

describe('loadPortalSettings', () => {
  it('takes the request sent at page start once, then asks again', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/v1/configs', () => {
        requests += 1;
        return HttpResponse.json({
          NIAM_OIDC_URL: 'https://id.example.com',
          NIAM_OIDC_CLIENT_ID_PORTAL: 'portal',
          NEO_LANGUAGES_ENABLED: 'en-US',
        });
      }),
    );
    startPortalSettingsLoad();
    startPortalSettingsLoad();
    await expect(loadPortalSettings()).resolves.toEqual(settings);
    expect(requests).toBe(1);
    // A retry (every 10 s until one succeeds) is a new request, never the old answer.
    await expect(loadPortalSettings()).resolves.toEqual(settings);
    expect(requests).toBe(2);
  });

  it('leaves a failed early request to the first attempt, which reports it', async () => {
    server.use(http.get('*/api/v1/configs', () => HttpResponse.json({})));
    startPortalSettingsLoad();
    await expect(loadPortalSettings()).rejects.toBeDefined();
  });
});
