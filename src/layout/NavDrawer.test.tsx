import HomeIcon from '@mui/icons-material/Home';
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NAV_ID } from './layoutIds';
import { NavDrawer } from './NavDrawer';
import type { AreaNavItem } from './types';

const areas: AreaNavItem[] = [
  { id: 'homepage', path: '/', labelKey: 'homepage.title', icon: HomeIcon },
  { id: 'flows', path: '/flows', labelKey: 'flows.title', icon: HomeIcon },
];

const drawer = (open: boolean) => (
  <NavDrawer areas={areas} permanent={false} open={open} onClose={() => {}} />
);

const paper = () => document.getElementById(NAV_ID)!.parentElement!;

describe('NavDrawer on a phone', () => {
  it('measures nothing while it has never been opened, and slides in when opened', async () => {
    // MUI's Slide reads the hidden paper's box on mount: on a phone start, a layout of the whole
    // page in the middle of the portal's first render.
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { rerender } = renderWithProviders(drawer(false));
    // The drawer mounts when the browser is next idle (here a timer: jsdom has no idle callbacks).
    await vi.waitFor(() => expect(document.querySelector('.MuiDrawer-paper')).not.toBeNull());

    // Kept in the document for the menu button's aria-controls, and hidden.
    expect(paper()).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(measure).not.toHaveBeenCalled();

    rerender(drawer(true));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.id).toBe(NAV_ID);
    expect(paper()).not.toHaveStyle({ visibility: 'hidden' });
    // From the first opening on, MUI's slide moves it (and measures, when asked to open).
    expect(measure).toHaveBeenCalled();
    await vi.waitFor(() => expect(paper().style.transform).toBe('none'));

    rerender(drawer(false));
    await vi.waitFor(() => expect(paper()).toHaveStyle({ visibility: 'hidden' }));
    expect(paper().style.transform).toMatch(/^translateX\(/);
  });

  it('mounts in one commit: the drawer when the browser is next idle, its links at the idle after', async () => {
    // MUI's modal sets its portal's node from a layout effect: mounted with the portal, that
    // rendered again at once and ran the whole commit's effects in the same task. Inside the
    // modal, the links rendered in one synchronous pass of the portal's first commit.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const commits: string[] = [];
      const first = renderWithProviders(
        <Profiler id="drawer" onRender={(_id, phase) => commits.push(phase)}>
          {drawer(false)}
        </Profiler>,
      );
      expect(commits).toEqual(['mount']);
      const nav = () => document.getElementById(NAV_ID)!;
      // The menu button's aria-controls names it from the start.
      expect(nav()).toBeInTheDocument();
      expect(document.querySelector('.MuiDrawer-paper')).toBeNull();

      await act(async () => idle.splice(0).forEach((run) => run()));
      expect(document.querySelector('.MuiDrawer-paper')).not.toBeNull();
      expect(nav().querySelectorAll('a')).toHaveLength(0);

      await act(async () => idle.splice(0).forEach((run) => run()));
      expect(nav().querySelectorAll('a')).toHaveLength(areas.length);
      first.unmount();

      // Opened before the browser was idle: the links are there with the opening.
      renderWithProviders(drawer(false)).rerender(drawer(true));
      expect(nav().querySelectorAll('a')).toHaveLength(areas.length);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
