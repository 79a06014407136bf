/** localStorage key of the person's time-zone choice (an IANA zone name). */
export const TIME_ZONE_STORAGE_KEY = 'neo.timeZone';

/** The zone the browser runs in; the default until the person picks another one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether Intl knows the zone; a stored value from an older browser may no longer be valid. */
export function isValidTimeZone(zone: string): boolean {
  try {
    // A formatter of its own, not the shared ones: building it is the check (it throws).
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zones this browser can format in, always including the browser's own zone. */
export function availableTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const own = browserTimeZone();
  return zones.includes(own) ? zones : [...zones, own].sort();
}

function readStoredText(): string | null {
  try {
    return localStorage.getItem(TIME_ZONE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings): the browser's zone still works.
    return null;
  }
}

const listeners = new Set<() => void>();

/**
 * The last reading, checked again only when the stored text changes: every formatting component
 * asks on every render, and checking a zone builds an Intl format.
 */
let last: { stored: string | null; zone: string } | undefined;

export function getTimeZone(): string {
  const stored = readStoredText();
  if (last?.stored !== stored) {
    last = { stored, zone: stored && isValidTimeZone(stored) ? stored : browserTimeZone() };
  }
  return last.zone;
}

export function setTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) throw new Error(`Unknown time zone: ${zone}`);
  try {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // Not persisted, but nothing to tell the person beyond the choice not surviving a reload.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore; also follows changes made in other tabs. */
export function subscribeTimeZone(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_ZONE_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
