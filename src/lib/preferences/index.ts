export {
  availableTimeZones,
  browserTimeZone,
  isValidTimeZone,
  setTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './timeZonePreference';
export { useTimeZone } from './useTimeZone';
export { readPreference, usePersonalPreference, writePreference } from './personalPreference';
export { usePersonId } from './usePersonId';
