/** The detail form's tabs, in order; each field path belongs to exactly one. */
export const CONFIG_TABS = [
  'general',
  'speech',
  'channels',
  'hours',
  'handover',
  'privacy',
] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];

const TAB_BY_ROOT: Record<string, ConfigTab> = {
  name: 'general',
  botId: 'general',
  defaultLanguage: 'general',
  languages: 'general',
  timeZone: 'general',
  speechService: 'speech',
  speech: 'speech',
  webChat: 'channels',
  businessHours: 'hours',
  handoverTargets: 'handover',
  privacy: 'privacy',
};

/** The tab a field (`speech.languages.de-DE.voice`) is edited on. */
export const tabOf = (path: string): ConfigTab => TAB_BY_ROOT[path.split('.')[0]!] ?? 'general';

/** How many of the given field paths each tab holds: the dirty count on each tab's label. */
export function countByTab(paths: readonly string[]): Record<ConfigTab, number> {
  const counts = Object.fromEntries(CONFIG_TABS.map((tab) => [tab, 0])) as Record<
    ConfigTab,
    number
  >;
  for (const path of paths) counts[tabOf(path)] += 1;
  return counts;
}
