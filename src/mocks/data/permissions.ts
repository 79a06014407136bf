import type { Role } from '../../lib/api-client/schema';

/** What each role may do, as the server reports it in GET /me. */
export const PERMISSIONS_BY_ROLE: Readonly<Record<Role, readonly string[]>> = {
  administrator: [
    'users.read',
    'users.manage',
    'dashboard.read',
    'conversations.read',
    'recordings.listen',
    'bots.read',
    'bots.train',
    'support.create',
    'config.read',
    'config.manage',
  ],
  editor: [
    'users.read',
    'dashboard.read',
    'conversations.read',
    'recordings.listen',
    'bots.read',
    'bots.train',
    'support.create',
    'config.read',
    'config.manage',
  ],
  analyst: [
    'dashboard.read',
    'conversations.read',
    'recordings.listen',
    'bots.read',
    'support.create',
    'config.read',
  ],
  viewer: ['dashboard.read', 'bots.read', 'support.create', 'config.read'],
};
