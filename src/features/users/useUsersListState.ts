import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Role, UserStatus } from '../../lib/api-client/schema';
import type { UsersParams, UsersSortField } from './api/getUsers';
import { isRole, isStatus } from './userOptions';

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;
const DEFAULT_SORT = 'name:asc';
const SORT_FIELDS: readonly UsersSortField[] = ['name', 'email', 'role', 'status', 'lastSignInAt'];

type Sort = NonNullable<UsersParams['sort']>;

export interface UsersListState {
  params: UsersParams;
  sortField: UsersSortField;
  sortDirection: 'asc' | 'desc';
  setQuery: (q: string) => void;
  setRole: (role: Role | undefined) => void;
  setStatus: (status: UserStatus | undefined) => void;
  /** Same field flips the direction; a new field starts ascending. */
  toggleSort: (field: UsersSortField) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  clearFilters: () => void;
}

function readSort(raw: string | null): Sort {
  const [field, direction] = (raw ?? '').split(':');
  const valid =
    SORT_FIELDS.includes(field as UsersSortField) && (direction === 'asc' || direction === 'desc');
  return valid ? (raw as Sort) : DEFAULT_SORT;
}

function readPositive(raw: string | null, fallback: number): number {
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback;
}

/**
 * The list's page, sort and filters live in the address (?q=&role=&status=&sort=&page=&pageSize=)
 * so a filtered view can be bookmarked and shared. Values that are not valid fall back to the
 * defaults instead of reaching the server; defaults are left out of the address to keep it short.
 */
export function useUsersListState(): UsersListState {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<UsersParams>(() => {
    const role = searchParams.get('role');
    const status = searchParams.get('status');
    const pageSize = readPositive(searchParams.get('pageSize'), DEFAULT_PAGE_SIZE);
    return {
      page: readPositive(searchParams.get('page'), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sort: readSort(searchParams.get('sort')),
      q: searchParams.get('q')?.trim() || undefined,
      role: isRole(role) ? role : undefined,
      status: isStatus(status) ? status : undefined,
    };
  }, [searchParams]);

  /** Applies changes to the address; any change but paging goes back to the first page. */
  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const sort = params.sort ?? DEFAULT_SORT;
  const [sortField, sortDirection] = sort.split(':') as [UsersSortField, 'asc' | 'desc'];

  return {
    params,
    sortField,
    sortDirection,
    setQuery: (q) => update({ q: q.trim() || undefined }),
    setRole: (role) => update({ role }),
    setStatus: (status) => update({ status }),
    toggleSort: (field) => {
      const direction = field === sortField && sortDirection === 'asc' ? 'desc' : 'asc';
      const next = `${field}:${direction}`;
      update({ sort: next === DEFAULT_SORT ? undefined : next });
    },
    setPage: (page) => update({ page: page > 1 ? String(page) : undefined }, true),
    setPageSize: (pageSize) =>
      update({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : String(pageSize) }),
    clearFilters: () => update({ q: undefined, role: undefined, status: undefined }),
  };
}
