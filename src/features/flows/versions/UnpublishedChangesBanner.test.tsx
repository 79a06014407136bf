import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../../lib/api-client/schema';
import { meKeys } from '../../../lib/query';
import { mockDb, resetMockData } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UnpublishedChangesBanner } from './UnpublishedChangesBanner';

beforeEach(() => resetMockData());

/** A seeded flow as the editor has it, with `changes` in place of its unpublished changes. */
function seeded(id: string, changes?: Flow['unpublishedChanges']): Flow {
  const flow = structuredClone(mockDb().flows.find((candidate) => candidate.id === id)!);
  return changes ? { ...flow, unpublishedChanges: changes } : flow;
}

describe('UnpublishedChangesBanner', () => {
  it('names a colleague’s unpublished changes and the version they follow', async () => {
    // Seeded: Bob Sample saved the draft three times since v1; Alice Example is signed in.
    renderWithProviders(<UnpublishedChangesBanner flow={seeded('flow-password-reset')} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 unpublished changes by Bob Sample since v1',
    );
  });

  it('lists every author, in one sentence, for a flow never published', async () => {
    const flow = seeded('flow-appointment-booking', {
      count: 1,
      authors: ['Bob Sample', 'Alice Example'],
    });
    renderWithProviders(<UnpublishedChangesBanner flow={flow} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^1 unpublished change by Bob Sample and Alice Example$/,
    );
  });

  it('says nothing about the signed-in person’s own changes, or when there are none', async () => {
    const own = seeded('flow-password-reset', { count: 2, authors: ['Alice Example'] });
    const { queryClient, rerender } = renderWithProviders(<UnpublishedChangesBanner flow={own} />);
    await waitFor(() => expect(queryClient.getQueryData(meKeys.all)).toBeDefined());
    expect(screen.queryByRole('status')).toBeNull();

    rerender(<UnpublishedChangesBanner flow={seeded('flow-order-status')} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
