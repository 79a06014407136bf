import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client/apiClient';
import { validated } from '../api-client/apiErrors';
import { MeSchema } from '../api-client/schemas/common';
import type { Me } from '../api-client/schema';

// The signed-in person is needed by several areas (account, users, the layout's menus), and
// areas never import each other, so this one endpoint lives in the shared layer.

export const meKeys = { all: ['me'] as const };

export function getMe(): Promise<Me> {
  return validated('me', MeSchema, apiClient.get('me'));
}

export const meQueries = {
  current: () => queryOptions({ queryKey: meKeys.all, queryFn: getMe, staleTime: 5 * 60_000 }),
};

export const useMe = () => useQuery(meQueries.current());

export function hasPermission(me: Me | undefined, permission: string): boolean {
  return me?.permissions.includes(permission) ?? false;
}
