export { utcDay } from './calendarDay';
export { createFormat, type Format } from './createFormat';
export { formatDuration } from './duration';
export { formatLanguageName } from './languageName';
export { useFormat } from './useFormat';
