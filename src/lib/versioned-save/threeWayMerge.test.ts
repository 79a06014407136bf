import { describe, expect, it } from 'vitest';
import { conflictingFields, isVersioned, mergeOnto } from './threeWayMerge';

interface Bot {
  version: number;
  name: string;
  voice: string;
  languages: string[];
}
const FIELDS = ['name', 'voice', 'languages'] as const;
const base: Bot = { version: 3, name: 'Support', voice: 'anna', languages: ['de-DE'] };

describe('conflictingFields', () => {
  it('lists only fields both sides changed to different values', () => {
    const mine = { ...base, name: 'Help desk', voice: 'ben', languages: ['de-DE', 'en-US'] };
    const theirs = { ...base, version: 4, name: 'Service', voice: 'ben' };
    // voice: both changed to the same value; languages: only mine.
    expect(conflictingFields(base, mine, theirs, FIELDS)).toEqual(['name']);
  });

  it('compares arrays and objects by value', () => {
    const mine = { ...base, languages: ['de-DE', 'fr-FR'] };
    const theirs = { ...base, version: 4, languages: ['de-DE', 'fr-FR'] };
    expect(conflictingFields(base, mine, theirs, FIELDS)).toEqual([]);
  });
});

describe('mergeOnto', () => {
  const mine = { ...base, name: 'Help desk', languages: ['de-DE', 'en-US'] };
  const theirs = { ...base, version: 4, name: 'Service', voice: 'clara' };

  it('keeps their changes, adds mine, and takes their version', () => {
    expect(mergeOnto(base, mine, theirs, FIELDS)).toEqual({
      version: 4,
      name: 'Service', // both changed, no choice: theirs stays
      voice: 'clara', // only theirs
      languages: ['de-DE', 'en-US'], // only mine
    });
  });

  it('takes my value where the person chose mine', () => {
    expect(mergeOnto(base, mine, theirs, FIELDS, { name: 'mine' })).toMatchObject({
      version: 4,
      name: 'Help desk',
      voice: 'clara',
    });
  });

  it('never lets "mine" undo a change of theirs I did not touch', () => {
    expect(mergeOnto(base, mine, theirs, FIELDS, { voice: 'mine' }).voice).toBe('clara');
  });
});

describe('isVersioned', () => {
  it.each([
    [{ version: 2 }, true],
    [{ version: '2' }, false],
    [{}, false],
    [null, false],
    ['x', false],
  ])('%j → %s', (value, expected) => {
    expect(isVersioned(value)).toBe(expected);
  });
});
