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
    'tech.read',
    'integrations.manage',
    'apikeys.manage',
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
    'tech.read',
  ],
  analyst: [
    'dashboard.read',
    'conversations.read',
    'recordings.listen',
    'bots.read',
    'support.create',
    'config.read',
    'tech.read',
  ],
  viewer: ['dashboard.read', 'bots.read', 'support.create', 'config.read'],
};
