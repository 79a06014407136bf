export { formatDuration } from './duration';
export { formatLanguageName } from './languageName';
