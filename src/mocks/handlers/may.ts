import { PERMISSIONS_BY_ROLE, mockDb } from '../data';

/** Whether the signed-in person's role has a permission (as GET /me reports it). */
export const may = (permission: string) =>
  PERMISSIONS_BY_ROLE[mockDb().currentRole].includes(permission);
