import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, http } from '../../../lib/api-client/apiClient';
import { fieldErrorsOf, isForbidden } from '../../../lib/api-client/apiErrors';
import { createQueryTestWrapper } from '../../../lib/query/testing';
import { resetMockData } from '../../../mocks/data';
import { deleteUser, getUsers, useUsers, useInviteUser, updateUser } from './users';

beforeEach(() => resetMockData());

describe('users API', () => {
  it('pages, sorts and filters on the server', async () => {
    const page = await getUsers({ page: 1, pageSize: 5, sort: 'email:asc', status: 'active' });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((user) => user.status === 'active')).toBe(true);
    const emails = page.items.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('invites, then the list is fetched again', async () => {
    const { wrapper } = createQueryTestWrapper();
    const { result } = renderHook(
      () => ({
        list: useUsers({ page: 1, pageSize: 100, q: 'newcomer' }),
        invite: useInviteUser(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    await act(() =>
      result.current.invite.mutateAsync({ email: 'newcomer@example.com', role: 'viewer' }),
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    expect(result.current.list.data?.items[0]).toMatchObject({ status: 'invited', role: 'viewer' });
  });

  it('reports field errors and the 403 rule', async () => {
    const taken = await getUsers({ page: 1, pageSize: 1 }).then((p) => p.items[0].email);
    const duplicate = await useInviteFails({ email: taken, role: 'editor' });
    expect(fieldErrorsOf(duplicate)).toEqual({ email: 'already_exists' });
    await http.put('/__mock__/role', { role: 'viewer' });
    const denied = await updateUser({
      id: 'user-002',
      changes: { role: 'viewer', version: 1 },
    }).catch((error: unknown) => error);
    expect(isForbidden(denied)).toBe(true);
    await expect(deleteUser('user-002')).rejects.toMatchObject({ response: { status: 403 } });
  });
});

async function useInviteFails(body: { email: string; role: 'editor' }) {
  return apiClient.post('users', body).catch((error: unknown) => error);
}
