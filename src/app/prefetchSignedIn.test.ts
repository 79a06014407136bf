import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  areaKeyOf,
  prefetchFiles,
  prefetchSignedIn,
  PRELOAD_LINKS_PER_TASK,
  preloadSignedInFiles,
} from './prefetchSignedIn';

const MAP = {
  shell: ['/assets/SignedInPortal-1.js', '/assets/shared-1.js'],
  dashboard: ['/assets/DashboardPage-1.js', '/assets/shared-1.js', '/assets/charts-1.css'],
  'dashboard:later': ['/assets/charts-1.js'],
  homepage: ['/assets/HomePage-1.js'],
};

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prefetchSignedIn', () => {
  it('names the area by the first path segment, Home at the root', () => {
    expect(areaKeyOf('/')).toBe('homepage');
    expect(areaKeyOf('/incoming/conv-1')).toBe('incoming');
  });

  it('picks the shell’s files and the asked-for area’s, each once', () => {
    expect(prefetchFiles(MAP, '/dashboard')).toEqual([
      '/assets/SignedInPortal-1.js',
      '/assets/shared-1.js',
      '/assets/DashboardPage-1.js',
      '/assets/charts-1.css',
    ]);
    expect(prefetchFiles(MAP, '/nowhere')).toEqual(MAP.shell);
    expect(prefetchFiles(MAP, '/dashboard', { later: true }).at(-1)).toBe('/assets/charts-1.js');
  });

  it('adds prefetch links (fetched, never run) when the browser is idle', () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    window.history.replaceState(null, '', '/dashboard');
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'signed-in-prefetch';
    data.textContent = JSON.stringify(MAP);
    document.head.append(data);
    prefetchSignedIn();
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]),
    ).toEqual([
      ['prefetch', '/assets/SignedInPortal-1.js', 'script'],
      ['prefetch', '/assets/shared-1.js', 'script'],
      ['prefetch', '/assets/DashboardPage-1.js', 'script'],
      ['prefetch', '/assets/charts-1.css', 'style'],
      ['prefetch', '/assets/charts-1.js', 'script'],
    ]);
  });

  it('does nothing without a map (development) or with a broken one', () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    prefetchSignedIn();
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'signed-in-prefetch';
    data.textContent = '{broken';
    document.head.append(data);
    prefetchSignedIn();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

function writeMap(map: Record<string, string[]>) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'signed-in-prefetch';
  data.textContent = JSON.stringify(map);
  document.head.append(data);
}

describe('preloadSignedInFiles', () => {
  it('preloads the shell’s and the return path’s files, modules as modules', async () => {
    writeMap(MAP);
    await preloadSignedInFiles('/dashboard');
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]),
    ).toEqual([
      ['modulepreload', '/assets/SignedInPortal-1.js', null],
      ['modulepreload', '/assets/shared-1.js', null],
      ['modulepreload', '/assets/DashboardPage-1.js', null],
      ['preload', '/assets/charts-1.css', 'style'],
    ]);
  });

  it('adds a few links per task, the shell’s first, so no task holds a slow phone long', async () => {
    vi.useFakeTimers();
    const shell = Array.from({ length: PRELOAD_LINKS_PER_TASK + 2 }, (_, i) => `/assets/s${i}.js`);
    writeMap({ shell, dashboard: ['/assets/DashboardPage-1.js'] });
    let done = false;
    void preloadSignedInFiles('/dashboard').then(() => (done = true));
    const hrefs = () =>
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs()).toEqual(shell.slice(0, PRELOAD_LINKS_PER_TASK));
    await vi.advanceTimersToNextTimerAsync();
    expect(hrefs()).toEqual([...shell, '/assets/DashboardPage-1.js']);
    expect(done).toBe(true);
  });
});
