import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createSyncTestI18n, renderWithProviders } from '../../../testing/renderWithProviders';
import { FormTextField } from './FormTextField';

type Values = { text: string };

function Form({ text, children }: { text: string; children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { text } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const x = (length: number) => 'x'.repeat(length);

describe('FormTextField near its maximum length', () => {
  it('stops at the limit and counts the characters once within a tenth of it', async () => {
    renderWithProviders(
      <Form text={x(4499)}>
        <FormTextField<Values> name="text" label="Description" multiline maxLength={5000} />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Description' });
    expect(input).toHaveAttribute('maxlength', '5000');
    // Far from the limit: no count.
    expect(screen.queryByText(/\/ 5,000/)).not.toBeInTheDocument();

    await userEvent.type(input, 'y');
    expect(screen.getByText('4,500 / 5,000')).toBeInTheDocument();
    // Said in words, politely, and part of the field's description.
    expect(input).toHaveAccessibleDescription('4,500 of 5,000 characters');
    expect(screen.getByText('4,500 of 5,000 characters').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('takes the limit from slotProps.htmlInput and keeps the hint or reason beside the count', () => {
    renderWithProviders(
      <Form text={x(78)}>
        <FormTextField<Values>
          name="text"
          label="Label"
          helperText="Shown on the canvas."
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
      'Shown on the canvas. 78 of 80 characters',
    );
    expect(screen.getByText('78 / 80')).toBeInTheDocument();
  });

  it('writes the numbers as the interface language does', async () => {
    const i18n = createSyncTestI18n(['en-US', 'de-DE']);
    await i18n.changeLanguage('de-DE');
    renderWithProviders(
      <Form text={x(4980)}>
        <FormTextField<Values> name="text" label="Text" maxLength={5000} />
      </Form>,
      { i18n },
    );
    expect(screen.getByText('4.980 / 5.000')).toBeInTheDocument();
  });

  it('neither stops nor counts a field without a limit', () => {
    renderWithProviders(
      <Form text={x(5000)}>
        <FormTextField<Values> name="text" label="Free" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Free' })).not.toHaveAttribute('maxlength');
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
  });
});
