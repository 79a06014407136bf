import type { Language, SpeechService, Voice } from '../../lib/api-client/schema';

export const SPEECH_SERVICES: readonly SpeechService[] = [
  {
    id: 'azure-speech',
    name: 'Azure AI Speech',
    languages: ['de-DE', 'de-AT', 'de-CH', 'en-US', 'en-GB', 'ja-JP', 'fr-FR', 'fr-CH', 'it-IT'],
    models: ['conversation', 'dictation', 'telephony'],
  },
  {
    id: 'google-cloud-speech',
    name: 'Google Cloud Speech-to-Text',
    languages: ['de-DE', 'en-US', 'en-GB', 'ja-JP', 'fr-FR', 'it-IT'],
    models: ['phone_call', 'latest_short', 'latest_long'],
  },
  {
    id: 'amazon-transcribe',
    name: 'Amazon Transcribe',
    languages: ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'],
    models: ['telephony', 'general'],
  },
];

type VoiceSpec = [id: string, name: string, gender: Voice['gender']];

const VOICES: Record<string, Record<Language, VoiceSpec[]>> = {
  'azure-speech': {
    'de-DE': [
      ['de-DE-KatjaNeural', 'Katja', 'female'],
      ['de-DE-ConradNeural', 'Conrad', 'male'],
      ['de-DE-AmalaNeural', 'Amala', 'female'],
    ],
    'en-US': [
      ['en-US-JennyNeural', 'Jenny', 'female'],
      ['en-US-GuyNeural', 'Guy', 'male'],
      ['en-US-AriaNeural', 'Aria', 'female'],
    ],
    'ja-JP': [
      ['ja-JP-NanamiNeural', 'Nanami', 'female'],
      ['ja-JP-KeitaNeural', 'Keita', 'male'],
    ],
    'fr-FR': [
      ['fr-FR-DeniseNeural', 'Denise', 'female'],
      ['fr-FR-HenriNeural', 'Henri', 'male'],
    ],
    'it-IT': [
      ['it-IT-ElsaNeural', 'Elsa', 'female'],
      ['it-IT-DiegoNeural', 'Diego', 'male'],
    ],
  },
  'google-cloud-speech': {
    'de-DE': [
      ['de-DE-Neural2-A', 'Neural2 A', 'female'],
      ['de-DE-Neural2-B', 'Neural2 B', 'male'],
    ],
    'en-US': [
      ['en-US-Neural2-C', 'Neural2 C', 'female'],
      ['en-US-Neural2-D', 'Neural2 D', 'male'],
    ],
    'ja-JP': [
      ['ja-JP-Neural2-B', 'Neural2 B', 'female'],
      ['ja-JP-Neural2-C', 'Neural2 C', 'male'],
    ],
    'fr-FR': [
      ['fr-FR-Neural2-A', 'Neural2 A', 'female'],
      ['fr-FR-Neural2-B', 'Neural2 B', 'male'],
    ],
    'it-IT': [
      ['it-IT-Neural2-A', 'Neural2 A', 'female'],
      ['it-IT-Neural2-C', 'Neural2 C', 'male'],
    ],
  },
  'amazon-transcribe': {
    'de-DE': [
      ['Vicki', 'Vicki', 'female'],
      ['Daniel', 'Daniel', 'male'],
    ],
    'en-US': [
      ['Joanna', 'Joanna', 'female'],
      ['Matthew', 'Matthew', 'male'],
    ],
    'ja-JP': [
      ['Kazuha', 'Kazuha', 'female'],
      ['Takumi', 'Takumi', 'male'],
    ],
    'fr-FR': [
      ['Lea', 'Léa', 'female'],
      ['Remi', 'Rémi', 'male'],
    ],
    'it-IT': [
      ['Bianca', 'Bianca', 'female'],
      ['Adriano', 'Adriano', 'male'],
    ],
  },
};

/** A speech service's voices for one language (none for an unknown service). */
export function voicesOf(serviceId: string, language: Language): Voice[] {
  return (VOICES[serviceId]?.[language] ?? []).map(([id, name, gender]) => ({
    id,
    name,
    gender,
    language,
  }));
}
