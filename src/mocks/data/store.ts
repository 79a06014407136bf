import type {
  Activity,
  Bot,
  ConversationDetail,
  PortalUser,
  Role,
  SupportRequestInput,
} from '../../lib/api-client/schema';
import { createActivity } from './activity';
import { createBots } from './bots';
import { createConversations } from './conversations';
import { createRandom } from './prng';
import { CURRENT_USER_ID, createUsers } from './users';

export const MOCK_SEED = 20_240_611;

export interface MockDb {
  /** The moment the data set was built around ("now" for periods and ages). */
  now: number;
  bots: Bot[];
  users: PortalUser[];
  conversations: ConversationDetail[];
  activity: Activity[];
  supportRequests: (SupportRequestInput & { id: string; createdAt: string })[];
  /**
   * Mock-only: the signed-in person's role. The mock cannot verify tokens, so tests switch it
   * through PUT /api/v1/__mock__/role (not part of the API contract).
   */
  currentRole: Role;
  nextUserNumber: number;
}

function build(now: number): MockDb {
  const random = createRandom(MOCK_SEED);
  const bots = createBots(now);
  const users = createUsers(random, now);
  const conversations = createConversations(random, now, bots);
  const activity = createActivity(random, now, bots, users, conversations);
  return {
    now,
    bots,
    users,
    conversations,
    activity,
    supportRequests: [],
    currentRole: 'administrator',
    nextUserNumber: 1000,
  };
}

let db = build(Date.now());

/** Fresh data (same seed: same data relative to `now`). Tests call it before each case. */
export function resetMockData(now: number = Date.now()): void {
  db = build(now);
}

export function mockDb(): MockDb {
  return db;
}

export function currentUser(): PortalUser {
  const user = db.users.find((candidate) => candidate.id === CURRENT_USER_ID);
  if (!user) throw new Error('The mock data lost its signed-in user');
  return user;
}

/** Mock-only: switch the signed-in person's role (and their row in the user list). */
export function setCurrentRole(role: Role): void {
  db.currentRole = role;
  currentUser().role = role;
}

/** What a reload must keep: the moment the data was built around and everything edits change. */
export interface MockSnapshot {
  now: number;
  users: PortalUser[];
  supportRequests: MockDb['supportRequests'];
  currentRole: Role;
  nextUserNumber: number;
}

/** The changeable part of the data; the rest is rebuilt from the seed and `now`. */
export function snapshotMockData(): MockSnapshot {
  const { now, users, supportRequests, currentRole, nextUserNumber } = db;
  return { now, users, supportRequests, currentRole, nextUserNumber };
}

function isSnapshot(value: unknown): value is MockSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<MockSnapshot>;
  return (
    typeof v.now === 'number' &&
    Array.isArray(v.users) &&
    Array.isArray(v.supportRequests) &&
    typeof v.currentRole === 'string' &&
    typeof v.nextUserNumber === 'number'
  );
}

/** Rebuilds the data a snapshot was taken of; false (and nothing changed) for anything else. */
export function restoreMockData(saved: unknown): boolean {
  if (!isSnapshot(saved)) return false;
  db = { ...build(saved.now), ...saved };
  return true;
}
