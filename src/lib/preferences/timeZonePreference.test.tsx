import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  availableTimeZones,
  browserTimeZone,
  getTimeZone,
  setTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './timeZonePreference';
import { useTimeZone } from './useTimeZone';

afterEach(() => localStorage.clear());

describe('time-zone preference', () => {
  it("defaults to the browser's zone", () => {
    expect(getTimeZone()).toBe(browserTimeZone());
  });

  it('stores the choice under neo.timeZone', () => {
    setTimeZone('Asia/Tokyo');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
    expect(getTimeZone()).toBe('Asia/Tokyo');
  });

  it('ignores a stored value Intl does not know', () => {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Mars/Olympus_Mons');
    expect(getTimeZone()).toBe(browserTimeZone());
  });

  it('refuses to store an unknown zone', () => {
    expect(() => setTimeZone('Nowhere/Land')).toThrow(new Error('Unknown time zone: Nowhere/Land'));
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBeNull();
  });

  it("offers the IANA zones including the browser's own", () => {
    const zones = availableTimeZones();
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain(browserTimeZone());
  });

  it('re-renders every hook user on a change', () => {
    const { result } = renderHook(() => useTimeZone());
    act(() => result.current[1]('America/New_York'));
    expect(result.current[0]).toBe('America/New_York');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useTimeZone());
    act(() => {
      localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Europe/Rome');
      window.dispatchEvent(new StorageEvent('storage', { key: TIME_ZONE_STORAGE_KEY }));
    });
    expect(result.current[0]).toBe('Europe/Rome');
  });

  it('works when storage is blocked', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(getTimeZone()).toBe(browserTimeZone());
    spy.mockRestore();
  });
});
