import { http, HttpResponse } from 'msw';
import {
  ROLE_VALUES,
  USER_STATUS_VALUES,
  type PortalUser,
  type PortalUserPage,
} from '../../lib/api-client/schema';
import { CURRENT_USER_ID, currentUser, iso, mockDb } from '../data';
import { may } from './may';
import { pageOf, readEnum, readListQuery } from './listQuery';
import {
  API,
  conflict,
  type FieldErrors,
  forbidden,
  hasErrors,
  notFound,
  validationFailed,
} from './respond';
import { validateInvite, validateUpdate } from './userValidation';

const SORTABLE = ['name', 'email', 'role', 'status', 'lastSignInAt'] as const;

const mayManageUsers = () => may('users.manage');
const findUser = (id: unknown) => mockDb().users.find((user) => user.id === id);

export function usersHandlers() {
  return [
    http.get(`${API}/users`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const list = readListQuery(params, SORTABLE, 'name:asc', errors);
      const role = readEnum(params, 'role', ROLE_VALUES, errors);
      const status = readEnum(params, 'status', USER_STATUS_VALUES, errors);
      const q = (params.get('q') ?? '').trim().toLowerCase();
      if (hasErrors(errors)) return validationFailed(errors);
      const matching = mockDb().users.filter(
        (user) =>
          (!role || user.role === role) &&
          (!status || user.status === status) &&
          (!q || `${user.name}\n${user.email}`.toLowerCase().includes(q)),
      );
      const byField = (user: PortalUser, field: (typeof SORTABLE)[number]) =>
        field === 'name' || field === 'email' ? user[field].toLowerCase() : user[field];
      return HttpResponse.json<PortalUserPage>(pageOf(matching, list, byField));
    }),

    http.post(`${API}/users`, async ({ request }) => {
      if (!mayManageUsers()) return forbidden();
      const db = mockDb();
      const result = validateInvite(await request.json().catch(() => undefined), db.users);
      if ('errors' in result) return validationFailed(result.errors);
      db.nextUserNumber += 1;
      const user: PortalUser = {
        id: `user-${db.nextUserNumber}`,
        name: result.name,
        email: result.email,
        role: result.role,
        status: 'invited',
        lastSignInAt: null,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.users.push(user);
      return HttpResponse.json(user, { status: 201 });
    }),

    http.put(`${API}/users/:id`, async ({ request, params }) => {
      if (!mayManageUsers()) return forbidden();
      const user = findUser(params.id);
      if (!user) return notFound(`User ${String(params.id)}`);
      const result = validateUpdate(await request.json().catch(() => undefined));
      if ('errors' in result) return validationFailed(result.errors);
      // Saved since the caller read it: nothing changes, the caller gets the current copy.
      if (result.version !== user.version) return conflict(`User ${user.id}`, user);
      const demotesSelf = result.role !== undefined && result.role !== 'administrator';
      if (user.id === CURRENT_USER_ID && (demotesSelf || result.status === 'deactivated')) {
        return validationFailed({}, 'Administrators cannot demote or deactivate themselves');
      }
      if (result.role) user.role = result.role;
      if (result.status) user.status = result.status;
      Object.assign(user, {
        version: user.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json(user);
    }),

    http.delete(`${API}/users/:id`, ({ params }) => {
      if (!mayManageUsers()) return forbidden();
      const db = mockDb();
      const user = findUser(params.id);
      if (!user) return notFound(`User ${String(params.id)}`);
      if (user.id === CURRENT_USER_ID) {
        return validationFailed({}, 'You cannot remove yourself');
      }
      db.users = db.users.filter((candidate) => candidate !== user);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
