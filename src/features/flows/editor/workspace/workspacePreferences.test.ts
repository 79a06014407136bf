import { describe, expect, it } from 'vitest';
import {
  clampDockWidth,
  DOCK_MAX_WIDTH,
  DOCK_MIN_WIDTH,
  parseWorkspacePreferences,
} from './workspacePreferences';

describe('parseWorkspacePreferences', () => {
  it('takes a stored arrangement as it was', () => {
    expect(
      parseWorkspacePreferences({
        dockOpen: false,
        dockWidth: 420,
        folded: ['problems', 'simulator'],
        minimap: false,
      }),
    ).toEqual({
      dockOpen: false,
      dockWidth: 420,
      folded: ['problems', 'simulator'],
      minimap: false,
    });
  });

  it('keeps what still fits of a damaged value and gives the rest its default', () => {
    expect(
      parseWorkspacePreferences({
        dockOpen: 'yes',
        dockWidth: Number.NaN,
        folded: ['settings', 'chat', 7],
        minimap: 'small',
      }),
    ).toEqual({ dockOpen: true, dockWidth: 300, folded: ['settings'] });
    expect(parseWorkspacePreferences({ folded: 'settings' })).toEqual({
      dockOpen: true,
      dockWidth: 300,
      folded: [],
    });
  });

  it('brings a stored width back within the limits', () => {
    expect(parseWorkspacePreferences({ dockWidth: 10 })?.dockWidth).toBe(DOCK_MIN_WIDTH);
    expect(parseWorkspacePreferences({ dockWidth: 5000 })?.dockWidth).toBe(DOCK_MAX_WIDTH);
    expect(parseWorkspacePreferences({ dockWidth: 333.6 })?.dockWidth).toBe(334);
  });

  it('refuses what is no arrangement at all, so the defaults apply', () => {
    for (const value of [null, undefined, 'open', 42, true]) {
      expect(parseWorkspacePreferences(value)).toBeUndefined();
    }
  });
});

describe('clampDockWidth', () => {
  it('rounds to whole pixels between the narrowest and the widest dock', () => {
    expect(clampDockWidth(DOCK_MIN_WIDTH - 1)).toBe(DOCK_MIN_WIDTH);
    expect(clampDockWidth(DOCK_MAX_WIDTH + 1)).toBe(DOCK_MAX_WIDTH);
    expect(clampDockWidth(300.4)).toBe(300);
  });
});
