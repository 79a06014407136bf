import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../../lib/api-client/schema';
import { invalidRanges, localMoment, openState } from './businessHours';

const hours: BusinessHours = {
  weekly: [
    { day: 'mon', from: '08:00', to: '18:00' },
    { day: 'sat', from: '09:00', to: '13:00' },
  ],
  holidays: [{ date: '2026-12-28', name: 'Betriebsferien' }],
  overrides: [
    { date: '2026-12-24', closed: false, from: '08:00', to: '12:00' },
    { date: '2026-12-21', closed: true, from: null, to: null },
  ],
  whenClosed: 'message',
  closedHandoverTargetId: null,
};

describe('business hours', () => {
  it('reads the moment in the configuration’s time zone, not the viewer’s', () => {
    // Monday 2026-11-23 06:30 UTC is 07:30 in Berlin and 15:30 in Tokyo.
    const instant = new Date('2026-11-23T06:30:00Z');
    expect(localMoment(instant, 'Europe/Berlin')).toEqual({
      date: '2026-11-23',
      day: 'mon',
      minutes: 7 * 60 + 30,
    });
    expect(localMoment(new Date('2026-11-22T23:30:00Z'), 'Asia/Tokyo').day).toBe('mon');
  });

  it('is open inside a weekly range and says until when', () => {
    expect(openState(hours, 'Europe/Berlin', new Date('2026-11-23T07:00:00Z'))).toEqual({
      open: true,
      until: '18:00',
    });
    // 07:30 in Berlin: before opening.
    expect(openState(hours, 'Europe/Berlin', new Date('2026-11-23T06:30:00Z'))).toEqual({
      open: false,
      reason: 'hours',
    });
    // 18:00 sharp is closed: ranges end before their `to`.
    expect(openState(hours, 'Europe/Berlin', new Date('2026-11-23T17:00:00Z')).open).toBe(false);
  });

  it('lets a one-off override win over the weekly ranges, open or closed', () => {
    // 2026-12-24 is a Thursday (no weekly range) but opens 08–12 that day.
    expect(openState(hours, 'Europe/Berlin', new Date('2026-12-24T09:00:00Z'))).toEqual({
      open: true,
      until: '12:00',
    });
    // 2026-12-21 is a Monday, closed by override.
    expect(openState(hours, 'Europe/Berlin', new Date('2026-12-21T10:00:00Z'))).toEqual({
      open: false,
      reason: 'override',
    });
  });

  it('is closed on a holiday and names it', () => {
    expect(openState(hours, 'Europe/Berlin', new Date('2026-12-28T10:00:00Z'))).toEqual({
      open: false,
      reason: 'holiday',
      holiday: 'Betriebsferien',
    });
  });

  it('marks a range that ends before it starts, and the later of two overlapping ranges', () => {
    const faults = invalidRanges([
      { day: 'mon', from: '08:00', to: '12:00' },
      { day: 'tue', from: '08:00', to: '12:00' },
      { day: 'mon', from: '11:00', to: '14:00' },
      { day: 'mon', from: '12:00', to: '13:00' },
      { day: 'wed', from: '10:00', to: '09:00' },
      { day: 'thu', from: '12:00', to: '24:00' },
    ]);
    expect([...faults]).toEqual([
      [2, 'overlap'],
      [3, 'overlap'],
      [4, 'order'],
    ]);
  });
});
