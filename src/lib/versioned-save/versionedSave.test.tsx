import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../api-client/apiClient';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConflictDialog } from './ConflictDialog';
import { useVersionedSave } from './useVersionedSave';

interface Bot {
  version: number;
  name: string;
  voice: string;
}
const FIELDS = ['name', 'voice'] as const;
const base: Bot = { version: 1, name: 'Support', voice: 'anna' };

const conflict = (current: unknown) =>
  new ConflictError(current, new AxiosError('Request failed with status code 409'));

/** A minimal editor: a name field, Save, and the conflict dialog. */
function Editor({ save }: { save: (values: Bot) => Promise<Bot> }) {
  const [original, setOriginal] = useState(base);
  const [name, setName] = useState(base.name);
  const versioned = useVersionedSave<Bot, (typeof FIELDS)[number]>({ fields: FIELDS, save });
  const apply = (saved: Bot) => {
    setOriginal(saved);
    setName(saved.name);
  };
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button
        onClick={async () => {
          const outcome = await versioned.submit(original, { ...original, name });
          if (outcome.status === 'saved') apply(outcome.saved);
        }}
      >
        Save
      </button>
      <output>saved version {original.version}</output>
      <ConflictDialog
        conflict={versioned.conflict}
        fieldLabel={(field) => field}
        formatValue={(_field, value) => String(value)}
        onResolve={async (choices) => {
          const outcome = await versioned.resolve(choices);
          if (outcome.status === 'saved') apply(outcome.saved);
        }}
        onTakeTheirs={(theirs) => {
          versioned.dismiss();
          apply(theirs);
        }}
        onKeepEditing={versioned.dismiss}
      />
    </>
  );
}

async function editAndSave(save: (values: Bot) => Promise<Bot>, name = 'Help desk') {
  const user = userEvent.setup();
  renderWithProviders(<Editor save={save} />);
  const field = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('versioned saves', () => {
  it('sends the version the edit started from', async () => {
    const save = vi.fn(async (values: Bot) => ({ ...values, version: values.version + 1 }));
    await editAndSave(save);
    expect(save).toHaveBeenCalledWith({ version: 1, name: 'Help desk', voice: 'anna' });
    expect(await screen.findByText('saved version 2')).toBeInTheDocument();
  });

  it('merges a colleague’s change to another field and saves on their version', async () => {
    const theirs = { version: 2, name: 'Support', voice: 'clara' };
    const save = vi
      .fn<(values: Bot) => Promise<Bot>>()
      .mockRejectedValueOnce(conflict(theirs))
      .mockImplementation(async (values) => ({ ...values, version: 3 }));
    await editAndSave(save);
    await screen.findByText('saved version 3');
    expect(save).toHaveBeenLastCalledWith({ version: 2, name: 'Help desk', voice: 'clara' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about a field both changed, showing their value and mine, and saves the choice', async () => {
    const theirs = { version: 2, name: 'Service', voice: 'clara' };
    const save = vi
      .fn<(values: Bot) => Promise<Bot>>()
      .mockRejectedValueOnce(conflict(theirs))
      .mockImplementation(async (values) => ({ ...values, version: 3 }));
    const user = await editAndSave(save);
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this in the meantime',
    });
    expect(within(dialog).getByRole('radio', { name: 'Their value: Service' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'My value: Help desk' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await screen.findByText('saved version 3');
    // Mine for the name, and their voice kept: nothing of theirs is lost.
    expect(save).toHaveBeenLastCalledWith({ version: 2, name: 'Help desk', voice: 'clara' });
  });

  it('takes the server’s copy without saving when the person takes theirs', async () => {
    const theirs = { version: 2, name: 'Service', voice: 'clara' };
    const save = vi.fn<(values: Bot) => Promise<Bot>>().mockRejectedValue(conflict(theirs));
    const user = await editAndSave(save);
    await user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service');
    expect(screen.getByText('saved version 2')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a 409 without the server’s copy says so and keeps the edits', async () => {
    const save = vi.fn<(values: Bot) => Promise<Bot>>().mockRejectedValue(conflict(undefined));
    const user = await editAndSave(save);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('their version could not be read');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Help desk');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('merges automatically once only: a server that keeps refusing gets the person’s choice', async () => {
    const save = vi
      .fn<(values: Bot) => Promise<Bot>>()
      .mockRejectedValueOnce(conflict({ version: 2, name: 'Support', voice: 'clara' }))
      .mockRejectedValueOnce(conflict({ version: 3, name: 'Support', voice: 'david' }));
    await editAndSave(save);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('other failures are not conflicts: they reach the caller', async () => {
    const failure = new Error('network');
    const save = vi.fn<(values: Bot) => Promise<Bot>>().mockRejectedValue(failure);
    const { result } = await import('@testing-library/react').then(({ renderHook }) =>
      renderHook(() => useVersionedSave<Bot, 'name' | 'voice'>({ fields: FIELDS, save })),
    );
    await expect(result.current.submit(base, { ...base, name: 'X' })).rejects.toBe(failure);
  });
});
