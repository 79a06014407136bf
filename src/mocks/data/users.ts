import { ROLE_VALUES, type PortalUser, type UserStatus } from '../../lib/api-client/schema';
import type { Random } from './prng';
import { DAY_MS, iso } from './time';

const FIRST_NAMES = [
  'Anna',
  'Lukas',
  'Yuki',
  'Camille',
  'Giulia',
  'Jonas',
  'Haruto',
  'Léa',
  'Marco',
  'Sophie',
  'Daniel',
  'Sakura',
  'Hugo',
  'Chiara',
  'Emma',
  'Felix',
  'Aoi',
  'Louis',
  'Francesca',
  'Noah',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Tanaka',
  'Dubois',
  'Rossi',
  'Weber',
  'Suzuki',
  'Martin',
  'Bianchi',
  'Fischer',
  'Sato',
  'Bernard',
  'Romano',
  'Wagner',
  'Ito',
  'Moreau',
  'Ricci',
  'Becker',
];

/** The demo account of the local identity provider: the mock's signed-in person. */
export const CURRENT_USER_ID = 'user-001';

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A seeded user's version stamp: first version, saved by the system a month ago. */
const seeded = (now: number) => ({
  version: 1,
  updatedAt: iso(now - 30 * DAY_MS),
  updatedBy: null,
});

export function createUsers(random: Random, now: number): PortalUser[] {
  const users: PortalUser[] = [
    {
      id: CURRENT_USER_ID,
      name: 'Alice Example',
      email: 'alice@example.com',
      role: 'administrator',
      status: 'active',
      lastSignInAt: iso(now - 3_600_000),
      ...seeded(now),
    },
    {
      id: 'user-002',
      name: 'Bob Sample',
      email: 'bob@example.com',
      role: 'editor',
      status: 'active',
      lastSignInAt: iso(now - 26 * 3_600_000),
      ...seeded(now),
    },
  ];
  for (let index = 3; users.length < 44; index += 1) {
    const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 5) % LAST_NAMES.length];
    const email = `${ascii(first)}.${ascii(last)}@example.com`;
    if (users.some((user) => user.email === email)) continue;
    const status: UserStatus = random.weighted({ active: 7, invited: 2, deactivated: 1 });
    users.push({
      id: `user-${String(index).padStart(3, '0')}`,
      name: `${first} ${last}`,
      email,
      role: ROLE_VALUES[index % ROLE_VALUES.length],
      status,
      lastSignInAt: status === 'invited' ? null : iso(now - random.int(1, 90 * 24) * 3_600_000),
      ...seeded(now),
    });
  }
  // Make sure every status shows up whatever the dice said.
  users[4].status = 'invited';
  users[4].lastSignInAt = null;
  users[5].status = 'deactivated';
  users[5].lastSignInAt = iso(now - 40 * DAY_MS);
  return users;
}
