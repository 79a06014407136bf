// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  areaKeyOf,
  prefetchFiles,
  prefetchSignedIn,
  preloadSignedInFiles,
} from './prefetchSignedIn';

const MAP = {
  shell: ['/assets/SignedInPortal-1.js', '/assets/shared-1.js'],
  dashboard: ['/assets/DashboardPage-1.js', '/assets/shared-1.js', '/assets/charts-1.css'],
  'dashboard:later': ['/assets/charts-1.js'],
  homepage: ['/assets/HomePage-1.js'],
};

afterEach(() => {
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

describe('preloadSignedInFiles', () => {
  it('preloads the shell’s and the return path’s files at once, modules as modules', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'signed-in-prefetch';
    data.textContent = JSON.stringify(MAP);
    document.head.append(data);
    preloadSignedInFiles('/dashboard');
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
});
