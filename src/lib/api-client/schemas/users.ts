// generated — do not edit. Source: api/openapi.yaml; run `npm run api:types`.
import { z } from 'zod/mini';
import { RoleSchema } from './common';
export const UserStatusSchema = z.enum(['active', 'invited', 'deactivated']);
export const PortalUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: UserStatusSchema,
  lastSignInAt: z.nullable(z.string()),
  version: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export const PortalUserPageSchema = z.object({
  items: z.array(PortalUserSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const InviteUserRequestSchema = z.object({
  email: z.string(),
  role: RoleSchema,
  name: z.optional(z.string()),
});
export const UpdateUserRequestSchema = z.object({
  version: z.int(),
  role: z.optional(RoleSchema),
  status: z.optional(z.enum(['active', 'deactivated'])),
});
