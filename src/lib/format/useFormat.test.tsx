import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, setTimeZone } from '../preferences';
import { createSyncTestI18n } from '../../testing/renderWithProviders';
import { useFormat } from './useFormat';

const MOMENT = '2025-03-02T10:30:00Z';

afterEach(() => setTimeZone(browserTimeZone()));

describe('useFormat', () => {
  it('follows the interface language and the chosen time zone as they change', async () => {
    setTimeZone('UTC');
    const i18n = createSyncTestI18n(['en-US', 'de-DE']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.dateTime(MOMENT)).toMatch(/^Mar 2, 2025, 10:30\sAM$/);

    act(() => setTimeZone('Pacific/Kiritimati'));
    expect(result.current.dateTime(MOMENT)).toMatch(/^Mar 3, 2025, 12:30\sAM$/);

    await act(() => i18n.changeLanguage('de-DE'));
    expect(result.current.dateTime(MOMENT)).toBe('03.03.2025, 00:30');
    expect(result.current.number(1234)).toBe('1.234');
  });
});
