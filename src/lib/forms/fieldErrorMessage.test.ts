import { describe, expect, it } from 'vitest';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { fieldErrorMessage } from './fieldErrorMessage';

describe('fieldErrorMessage', () => {
  const { t } = createSyncTestI18n();
  it.each([
    ['required', 'Please fill in this field.'],
    ['already_exists', 'This value is already taken.'],
    ['too_short', 'This value is too short.'],
    ['something_new', 'This value is not valid.'],
  ])('translates %s', (reason, text) => {
    expect(fieldErrorMessage(t, reason)).toBe(text);
  });
});
