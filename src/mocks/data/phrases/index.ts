import type { Language } from '../../../lib/api-client/schema';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import type { Phrases } from './types';

export { INTENTS, type Intent, type Phrases } from './types';

export const PHRASES: Readonly<Record<Language, Phrases>> = {
  'de-DE': de,
  'en-US': en,
  'ja-JP': ja,
  'fr-FR': fr,
  'it-IT': it,
};
