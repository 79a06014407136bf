import type { TFunction } from 'i18next';

/** The platform parts /health and the logs report by identifier, and their translated names. */
const COMPONENT_KEYS = {
  api: 'common.component.api',
  'speech-recognition': 'common.component.speechRecognition',
  telephony: 'common.component.telephony',
  training: 'common.component.training',
  nlu: 'common.component.nlu',
  flow: 'common.component.flow',
} as const;

/**
 * A health component's name in the person's language: `bot:<name>` names a bot (its name is
 * data, shown as it is); a part the portal does not know yet keeps its identifier.
 */
export function componentLabel(t: TFunction, id: string): string {
  if (id.startsWith('bot:')) return t('common.component.bot', { name: id.slice(4) });
  return Object.hasOwn(COMPONENT_KEYS, id)
    ? t(COMPONENT_KEYS[id as keyof typeof COMPONENT_KEYS])
    : id;
}
