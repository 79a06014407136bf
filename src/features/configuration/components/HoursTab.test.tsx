import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotConfigSettings } from '../../../lib/api-client/schema';
import { formResolver } from '../../../lib/forms/formResolver';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { mockDb, resetMockData } from '../../../mocks/data';
import { createSyncTestI18n, renderWithProviders } from '../../../testing/renderWithProviders';
import { settingsOf } from '../configDraft';
import { configFormSchema } from '../configFormSchema';
import { configFieldErrorText } from '../errorText';
import { HoursTab } from './HoursTab';

beforeEach(() => resetMockData());

/** The hours of the default configuration (Mon–Fri 08:00–18:00, holidays from 2026-12-25). */
function Hours({ onSave }: { onSave: (values: BotConfigSettings) => void }) {
  const form = useForm<BotConfigSettings>({
    defaultValues: settingsOf(mockDb().botConfigs.find((config) => config.id === 'cfg-default')!),
    resolver: formResolver(configFormSchema),
  });
  return (
    <FormProvider {...form}>
      <FieldErrorTextContext.Provider value={configFieldErrorText}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
          <HoursTab readOnly={false} />
          <button type="submit">Save</button>
        </form>
      </FieldErrorTextContext.Provider>
    </FormProvider>
  );
}

function renderHours(language: 'en-US' | 'de-DE') {
  const i18n = createSyncTestI18n(['en-US', 'de-DE', 'ja-JP']);
  void i18n.changeLanguage(language);
  const onSave = vi.fn();
  renderWithProviders(<Hours onSave={onSave} />, { i18n });
  return { i18n, onSave, user: userEvent.setup() };
}

const firstFrom = () => screen.getAllByRole('textbox', { name: 'From' })[0]!;
const firstDate = () => screen.getAllByRole('textbox', { name: 'Date' })[0]!;

describe('HoursTab: times and days in the portal’s language', () => {
  it('writes them as the interface language does, whatever the browser’s', async () => {
    const { i18n } = renderHours('en-US');
    // Intl may write a narrow no-break space before AM.
    expect((firstFrom() as HTMLInputElement).value).toMatch(/^8:00\sAM$/);
    expect(firstDate()).toHaveValue('12/25/2026');

    await act(() => i18n.changeLanguage('de-DE'));
    expect(firstFrom()).toHaveValue('08:00');
    expect(firstDate()).toHaveValue('25.12.2026');

    await act(() => i18n.changeLanguage('ja-JP'));
    expect(firstFrom()).toHaveValue('8:00');
    expect(firstDate()).toHaveValue('2026/12/25');
  });

  it('reads what is typed in that language and stores the API’s form', async () => {
    const { user, onSave } = renderHours('de-DE');
    await user.clear(firstFrom());
    await user.type(firstFrom(), '7.30');
    await user.clear(firstDate());
    await user.type(firstDate(), '24.12.26');
    await user.tab();
    // Once left, the field shows the day as the language writes it.
    expect(firstDate()).toHaveValue('24.12.2026');
    expect(firstFrom()).toHaveValue('07:30');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as BotConfigSettings;
    expect(saved.businessHours.weekly[0]).toEqual({ day: 'mon', from: '07:30', to: '18:00' });
    expect(saved.businessHours.holidays[0]?.date).toBe('2026-12-24');
  });

  it('keeps unreadable text, refuses it and says what to type, in the language', async () => {
    const { user, onSave } = renderHours('en-US');
    await user.clear(firstFrom());
    await user.type(firstFrom(), '25:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(firstFrom()).toHaveAccessibleDescription(
        /^Enter a valid time\. For example: 5:30\sPM$/,
      ),
    );
    expect(firstFrom()).toHaveValue('25:00');
    expect(onSave).not.toHaveBeenCalled();
  });
});
