import { useCallback, useState } from 'react';
import { usePersonId } from './usePersonId';

/**
 * A person's choices about how the portal looks to them (a panel folded away, a zoom), kept in
 * localStorage under their `sub`: they survive a reload and a new tab, and are nobody else's.
 */
const PREFIX = 'neo.pref.';

const storageKey = (person: string, name: string) => `${PREFIX}${person}.${name}`;

/** The stored value, if readable and accepted by `parse` (an older build may have written it). */
export function readPreference<T>(
  person: string,
  name: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  try {
    const raw = localStorage.getItem(storageKey(person, name));
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    // Blocked or corrupt storage: the default applies.
    return undefined;
  }
}

export function writePreference(person: string, name: string, value: unknown): void {
  try {
    localStorage.setItem(storageKey(person, name), JSON.stringify(value));
  } catch {
    // Full or blocked storage: the choice holds until the page is left, nothing worse.
  }
}

/**
 * One preference of the signed-in person as state: read once when the component mounts,
 * written on every change.
 */
export function usePersonalPreference<T>(
  name: string,
  fallback: T,
  parse: (value: unknown) => T | undefined,
): [T, (next: T) => void] {
  const person = usePersonId();
  const [value, setValue] = useState<T>(() => readPreference(person, name, parse) ?? fallback);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writePreference(person, name, next);
    },
    [person, name],
  );
  return [value, set];
}
