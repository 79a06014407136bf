export {
  availableTimeZones,
  browserTimeZone,
  isValidTimeZone,
  setTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './timeZonePreference';
export { useTimeZone } from './useTimeZone';
