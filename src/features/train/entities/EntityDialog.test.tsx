import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/renderWithProviders';
import { EntityDialog } from './EntityDialog';

vi.setConfig({ testTimeout: 30_000 });

describe('EntityDialog', () => {
  it('holds only values in the list of values, and passes axe', async () => {
    renderRoute(<EntityDialog onClose={() => {}} />, { path: '/train/entities' });
    const dialog = screen.getByRole('dialog', { name: 'New entity' });
    // A list (ol/ul) may hold list items only: the "Add value" button lives beside it.
    const values = screen.getByRole('textbox', { name: 'Value 1' }).closest('ol')!;
    expect([...values.children].map((child) => child.tagName)).toEqual(['LI']);
    // jsdom paints nothing: contrast is checked by the theme's tests and the browser walk.
    const { violations } = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
