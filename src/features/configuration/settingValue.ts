import type { TFunction } from 'i18next';
import type {
  DtmfTerminator,
  HandoverTarget,
  Holiday,
  HoursOverride,
  Language,
  OpeningRange,
} from '../../lib/api-client/schema';
import { splitFieldPath } from './fieldLabel';

const TERMINATOR_KEYS = {
  '#': 'configuration.terminator.hash',
  '*': 'configuration.terminator.star',
  none: 'configuration.terminator.none',
} as const satisfies Record<DtmfTerminator, string>;

const WHEN_CLOSED_KEYS = {
  message: 'configuration.whenClosed.message',
  handover: 'configuration.whenClosed.handover',
  voicemail: 'configuration.whenClosed.voicemail',
} as const;

export interface SettingValueContext {
  t: TFunction;
  languageName: (language: Language) => string;
  weekdayName: (day: OpeningRange['day']) => string;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * A setting's value as a person reads it in a diff or a conflict: translated choices, on/off,
 * opening hours as "Mon 08:00–18:00", targets by name, never raw JSON for known settings.
 */
export function settingValue(path: string, value: unknown, context: SettingValueContext): string {
  const { t, languageName, weekdayName } = context;
  if (isEmpty(value)) return t('configuration.history.emptyValue');
  if (typeof value === 'boolean')
    return t(value ? 'configuration.values.on' : 'configuration.values.off');
  const { field } = splitFieldPath(path);
  switch (field) {
    case 'defaultLanguage':
      return languageName(value as Language);
    case 'languages':
      return (value as Language[]).map(languageName).join(', ');
    case 'speech.dtmf.terminator':
      return t(TERMINATOR_KEYS[value as DtmfTerminator] ?? TERMINATOR_KEYS.none);
    case 'businessHours.whenClosed': {
      const key = WHEN_CLOSED_KEYS[value as keyof typeof WHEN_CLOSED_KEYS];
      return key ? t(key) : String(value);
    }
    case 'businessHours.weekly':
      return (value as OpeningRange[])
        .map((range) => `${weekdayName(range.day)} ${range.from}–${range.to}`)
        .join(', ');
    case 'businessHours.holidays':
      return (value as Holiday[]).map((holiday) => `${holiday.date} ${holiday.name}`).join(', ');
    case 'businessHours.overrides':
      return (value as HoursOverride[])
        .map((day) =>
          day.closed || !day.from || !day.to
            ? `${day.date} ${t('configuration.fields.businessHours.closed')}`
            : `${day.date} ${day.from}–${day.to}`,
        )
        .join(', ');
    case 'handoverTargets':
      return (value as HandoverTarget[]).map((target) => target.name).join(', ');
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
}
