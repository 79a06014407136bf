import { describe, expect, it } from 'vitest';
import { day, isDay, oneOf, page, pageSize, sort, text, toggledSort } from './listParams';

describe('list parameters', () => {
  it('oneOf takes only its values', () => {
    const channel = oneOf(['voice', 'chat'] as const);
    expect(channel.parse('voice')).toBe('voice');
    expect(channel.parse('fax')).toBeUndefined();
    expect(channel.default).toBeUndefined();
    expect(oneOf(['7d', '30d'] as const, '7d').default).toBe('7d');
  });

  it('text trims, and cuts or drops what is too long', () => {
    expect(text({ maxLength: 5 }).parse('  hi  ')).toBe('hi');
    expect(text({ maxLength: 5 }).parse('abcdefgh')).toBe('abcde');
    expect(text({ maxLength: 5, dropTooLong: true }).parse('abcdefgh')).toBeUndefined();
  });

  it('day takes real calendar days only', () => {
    expect(day().parse('2024-02-29')).toBe('2024-02-29');
    for (const raw of ['2025-02-29', '2025-13-01', '01/02/2025', '2025-1-1', '']) {
      expect(isDay(raw)).toBe(false);
      expect(day().parse(raw)).toBeUndefined();
    }
  });

  it('page is a positive whole number', () => {
    expect(page().parse('3')).toBe(3);
    for (const raw of ['0', '-2', 'abc', '1.5', '9999999'])
      expect(page().parse(raw)).toBeUndefined();
  });

  it('pageSize is one of the offered sizes', () => {
    const size = pageSize([10, 25, 50], 25);
    expect(size.parse('50')).toBe(50);
    expect(size.parse('37')).toBeUndefined();
  });

  it('sort is field:direction over the sortable fields, and formats back', () => {
    const param = sort(['name', 'email'] as const, { field: 'name', direction: 'asc' });
    expect(param.parse('email:desc')).toEqual({ field: 'email', direction: 'desc' });
    expect(param.parse('phone:asc')).toBeUndefined();
    expect(param.parse('name:up')).toBeUndefined();
    expect(param.format({ field: 'email', direction: 'desc' })).toBe('email:desc');
  });

  it('a clicked header flips the same field and starts a new one ascending', () => {
    const current = { field: 'name', direction: 'asc' } as const;
    expect(toggledSort(current, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(toggledSort({ ...current, direction: 'desc' }, 'name')).toEqual(current);
    expect(toggledSort({ field: 'name', direction: 'desc' }, 'email')).toEqual({
      field: 'email',
      direction: 'asc',
    });
  });
});
