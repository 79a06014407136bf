import { describe, expect, it } from 'vitest';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { componentLabel } from './componentLabel';

describe('componentLabel', () => {
  const { t } = createSyncTestI18n();
  it.each([
    ['api', 'Portal API'],
    ['speech-recognition', 'Speech recognition'],
    ['telephony', 'Telephony'],
    ['training', 'Bot training'],
    ['nlu', 'Language understanding'],
    ['bot:default', 'Bot “default”'],
    ['billing', 'billing'],
  ])('%s → %s', (id, label) => {
    expect(componentLabel(t, id)).toBe(label);
  });
});
