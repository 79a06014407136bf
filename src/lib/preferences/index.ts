export {
  availableTimeZones,
  browserTimeZone,
  getTimeZone,
  isValidTimeZone,
  setTimeZone,
  subscribeTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './timeZonePreference';
export { useDateTimeFormat } from './useDateTimeFormat';
export { useTimeZone } from './useTimeZone';
