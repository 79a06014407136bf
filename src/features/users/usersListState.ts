import {
  ROLE_VALUES,
  USER_STATUS_VALUES,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';
import { param } from '../../lib/list-page/listParams';
import type { ListDefinition } from '../../lib/list-page/listState';
import { listPaging, type PagedListState } from '../../lib/list-page/pagedList';
import type { UsersParams, UsersSortField } from './api/users';

/** The contract's limit for `q`. */
export const USERS_QUERY_MAX_LENGTH = 200;
export const USERS_PAGING = listPaging<UsersSortField>({
  sortFields: ['name', 'email', 'role', 'status', 'lastSignInAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: [10, 25, 50],
});

/** The list's search, filters, sort and page: ?q=&role=&status=&sort=&page=&pageSize= */
export interface UsersListState extends PagedListState<UsersSortField> {
  /** Over name and e-mail; '' for none. */
  q: string;
  role: Role | undefined;
  status: UserStatus | undefined;
}

/** Every change replaces the history entry, typing and filter clicks alike. */
export const USERS_LIST: ListDefinition<UsersListState> = {
  params: {
    q: param.text({ maxLength: USERS_QUERY_MAX_LENGTH }),
    role: param.oneOf(ROLE_VALUES),
    status: param.oneOf(USER_STATUS_VALUES),
    ...USERS_PAGING.params,
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
  ...USERS_PAGING.query(state),
  q: state.q || undefined,
  role: state.role,
  status: state.status,
});
