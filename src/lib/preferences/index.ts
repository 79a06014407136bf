export {
  availableTimeZones,
  browserTimeZone,
  isValidTimeZone,
  setTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './timeZonePreference';
export { useDateTimeFormat } from './useDateTimeFormat';
export { useTimeZone } from './useTimeZone';
