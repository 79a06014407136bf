import {
  ROLE_VALUES,
  USER_STATUS_VALUES,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';
import { param, sortText, type Sort } from '../../lib/list-page/listParams';
import type { ListDefinition } from '../../lib/list-page/listState';
import type { UsersParams, UsersSortField } from './api/users';

export const PAGE_SIZES = [10, 25, 50] as const;
/** The contract's limit for `q`. */
export const USERS_QUERY_MAX_LENGTH = 200;
export const SORT_FIELDS: readonly UsersSortField[] = [
  'name',
  'email',
  'role',
  'status',
  'lastSignInAt',
];

/** The list's search, filters, sort and page: ?q=&role=&status=&sort=&page=&pageSize= */
export interface UsersListState {
  /** Over name and e-mail; '' for none. */
  q: string;
  role: Role | undefined;
  status: UserStatus | undefined;
  sort: Sort<UsersSortField>;
  page: number;
  pageSize: number;
}

/** Every change replaces the history entry, typing and filter clicks alike. */
export const USERS_LIST: ListDefinition<UsersListState> = {
  params: {
    q: param.text({ maxLength: USERS_QUERY_MAX_LENGTH }),
    role: param.oneOf(ROLE_VALUES),
    status: param.oneOf(USER_STATUS_VALUES),
    sort: param.sort(SORT_FIELDS, { field: 'name', direction: 'asc' }),
    page: param.page(),
    pageSize: param.pageSize(PAGE_SIZES, 25),
  },
  history: 'replace',
};

export const FILTER_KEYS = [
  'q',
  'role',
  'status',
] as const satisfies readonly (keyof UsersListState)[];

/** The GET /users query for a list state. */
export const toUsersParams = (state: UsersListState): UsersParams => ({
  page: state.page,
  pageSize: state.pageSize,
  sort: sortText(state.sort),
  q: state.q || undefined,
  role: state.role,
  status: state.status,
});
