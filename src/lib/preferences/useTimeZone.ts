import { useSyncExternalStore } from 'react';
import { getTimeZone, setTimeZone, subscribeTimeZone } from './timeZonePreference';

/** The person's time zone (IANA name) and its setter; every user of the hook follows changes. */
export function useTimeZone(): [timeZone: string, setTimeZone: (zone: string) => void] {
  const timeZone = useSyncExternalStore(subscribeTimeZone, getTimeZone, getTimeZone);
  return [timeZone, setTimeZone];
}
