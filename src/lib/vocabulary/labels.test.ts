import { describe, expect, it } from 'vitest';
import {
  CHANNEL_FILTER_VALUES,
  LANGUAGE_VALUES,
  OUTCOME_VALUES,
  PERIOD_VALUES,
  ROLE_VALUES,
  SEVERITY_VALUES,
  USER_STATUS_VALUES,
} from '../api-client/schema';
import { flattenLocale, type LocaleTree } from '../../testing/localeFiles';
import {
  CHANNEL_FILTER_LABEL_KEYS,
  LANGUAGE_LABEL_KEYS,
  OUTCOME_LABEL_KEYS,
  PERIOD_LABEL_KEYS,
  ROLE_LABEL_KEYS,
  SEVERITY_LABEL_KEYS,
  USER_STATUS_LABEL_KEYS,
} from './labels';

const files = import.meta.glob<LocaleTree>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

const MAPS: [string, readonly string[], Record<string, string>][] = [
  ['channel', CHANNEL_FILTER_VALUES, CHANNEL_FILTER_LABEL_KEYS],
  ['outcome', OUTCOME_VALUES, OUTCOME_LABEL_KEYS],
  ['period', PERIOD_VALUES, PERIOD_LABEL_KEYS],
  ['language', LANGUAGE_VALUES, LANGUAGE_LABEL_KEYS],
  ['role', ROLE_VALUES, ROLE_LABEL_KEYS],
  ['user status', USER_STATUS_VALUES, USER_STATUS_LABEL_KEYS],
  ['severity', SEVERITY_VALUES, SEVERITY_LABEL_KEYS],
];

describe('the shared vocabulary', () => {
  it.each(Object.entries(files))(
    '%s names every contract value, each differently',
    (_file, tree) => {
      const texts = flattenLocale(tree);
      for (const [concept, values, keys] of MAPS) {
        const labels = values.map((value) => texts.get(keys[value]!));
        expect(
          labels.every((label) => typeof label === 'string' && label.trim() !== ''),
          concept,
        ).toBe(true);
        expect(new Set(labels).size, concept).toBe(values.length);
      }
    },
  );
});
