import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { FormSelect } from './FormSelect';

type Values = { botId: string };

function Form({ botId, children }: { botId: string; children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { botId } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const BOTS = [{ value: 'bot-default', label: 'Default bot' }];

describe('FormSelect', () => {
  it('shows the chosen option by its label', () => {
    renderWithProviders(
      <Form botId="bot-default">
        <FormSelect<Values> name="botId" label="Bot" options={BOTS} />
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Bot' })).toHaveTextContent('Default bot');
  });

  it('shows a stored choice its list does not have (yet) by its value, not as an empty field', () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { rerender } = renderWithProviders(
      <Form botId="bot-default">
        <FormSelect<Values> name="botId" label="Bot" options={[]} />
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Bot' })).toHaveTextContent('bot-default');
    // MUI warns of a value none of the options has.
    expect([...errors.mock.calls, ...warnings.mock.calls].join(' ')).not.toMatch(/out-of-range/);

    // The list arrives.
    rerender(
      <Form botId="bot-default">
        <FormSelect<Values> name="botId" label="Bot" options={BOTS} />
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Bot' })).toHaveTextContent('Default bot');
  });
});
