import { toConfiguration } from '../../configuration/routes';
import type { LatencySetting, LatencyStage } from '../../../lib/api-client/schema';

export const STAGE_KEYS = {
  recognition: 'tech.latency.stages.recognition',
  understanding: 'tech.latency.stages.understanding',
  flow: 'tech.latency.stages.flow',
  synthesis: 'tech.latency.stages.synthesis',
} as const satisfies Record<LatencyStage, string>;

/** Settings the server may blame for a long stage, by path, with their translated names. */
const SETTING_KEYS = {
  'speech.endOfSpeechSilenceMs': 'tech.latency.settings.endOfSpeechSilence',
  'speech.initialSilenceMs': 'tech.latency.settings.initialSilence',
  'speech.bargeIn.minSpeechMs': 'tech.latency.settings.bargeInMinSpeech',
} as const;

/** The translation key of a setting's name, or undefined for one the portal does not know. */
export const settingNameKey = (setting: LatencySetting) =>
  Object.hasOwn(SETTING_KEYS, setting.path)
    ? SETTING_KEYS[setting.path as keyof typeof SETTING_KEYS]
    : undefined;

/** Where the setting is edited: its configuration, on the tab of its first path segment. */
export function settingHref(setting: LatencySetting): string {
  const tab = setting.path.split('.')[0] ?? '';
  return toConfiguration(setting.configId, { tab });
}
