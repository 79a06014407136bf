export { formatDuration } from './duration';
export { formatLanguageName } from './languageName';
export { formatRelativeTime } from './relativeTime';
