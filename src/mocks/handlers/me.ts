import { http, HttpResponse } from 'msw';
import type { Me } from '../../lib/api-client/schema';
import { PERMISSIONS_BY_ROLE, currentUser, mockDb } from '../data';
import { API } from './respond';

export function meHandlers() {
  return [
    http.get(`${API}/me`, () => {
      const user = currentUser();
      const role = mockDb().currentRole;
      const me: Me = {
        sub: 'alice',
        name: user.name,
        email: user.email,
        role,
        permissions: [...PERMISSIONS_BY_ROLE[role]],
      };
      return HttpResponse.json(me);
    }),
  ];
}
