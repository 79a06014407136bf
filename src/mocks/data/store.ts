import type {
  Activity,
  Bot,
  BotConfig,
  PhoneNumber,
  ConversationDetail,
  Intent,
  PortalUser,
  Role,
  SupportRequestInput,
} from '../../lib/api-client/schema';
import { createActivity } from './activity';
import { createConfigurationSeed, type StoredRevision } from './botConfigs';
import { createBots } from './bots';
import { createConversations } from './conversations';
import { createFlowSeed, type FlowSeed } from './flows';
import type { SimulatorState } from './flowSimulator';
import { createFlowTestSeed } from './flowTestSeed';
import type { FlowTestSeed } from './flowTests';
import { createIntents } from './intents';
import { createNluSeed, type NluSeed } from './nluSeed';
import type { StoredTrainingJob } from './trainingJobs';
import { createRandom } from './prng';
import { createTechSeed, type TechSeed } from './tech';
import { CURRENT_USER_ID, createUsers } from './users';

export const MOCK_SEED = 20_240_611;

export interface MockDb extends TechSeed, NluSeed, FlowSeed, FlowTestSeed {
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
  botConfigs: BotConfig[];
  /** Per configuration, newest first. */
  configRevisions: Record<string, StoredRevision[]>;
  phoneNumbers: PhoneNumber[];
  /** For ids of new configurations, revisions and phone numbers. */
  nextConfigNumber: number;
  intents: Intent[];
  /** For ids of new intents, examples and training jobs. */
  nextIntentNumber: number;
  /** Newest first. */
  trainingJobs: StoredTrainingJob[];
  simulatorSessions: SimulatorState[];
  /** For ids of new flows, simulator sessions, conversation tests and their runs. */
  nextFlowNumber: number;
}

function build(now: number): MockDb {
  const random = createRandom(MOCK_SEED);
  const bots = createBots(now);
  const users = createUsers(random, now);
  const conversations = createConversations(random, now, bots);
  const activity = createActivity(random, now, bots, users, conversations);
  const editor = users.find((user) => user.role === 'editor')?.name ?? 'Editor';
  const admin = users.find((user) => user.role === 'administrator')?.name ?? 'Administrator';
  const intents = createIntents(now, editor);
  return {
    ...createNluSeed(now, editor, intents),
    ...createTechSeed(now, admin),
    ...createConfigurationSeed(now, editor),
    ...createFlowSeed(now, editor, admin),
    ...createFlowTestSeed(now, editor),
    simulatorSessions: [],
    nextFlowNumber: 100,
    nextConfigNumber: 100,
    now,
    bots,
    users,
    conversations,
    activity,
    supportRequests: [],
    currentRole: 'administrator',
    nextUserNumber: 1000,
    intents,
    nextIntentNumber: 1000,
    trainingJobs: [],
  };
}

let db = build(Date.now());

/** What each area's e2e spec may reset without touching the others' data. */
const SCOPES = {
  configuration: ['botConfigs', 'configRevisions', 'phoneNumbers'],
  users: ['users', 'currentRole', 'nextUserNumber'],
  tech: ['webhooks', 'webhookDeliveries', 'apiKeys', 'nextTechNumber'],
  training: [
    'intents',
    'nextIntentNumber',
    'trainingJobs',
    'models',
    'activeModelId',
    'modelsVersion',
    'testSentences',
    'inboxDecisions',
    'entities',
  ],
  flows: [
    'flows',
    'flowVersions',
    'simulatorSessions',
    'flowTests',
    'flowTestRuns',
    'nextFlowNumber',
  ],
} as const satisfies Record<string, readonly (keyof MockDb)[]>;

export type MockScope = keyof typeof SCOPES;

export const isMockScope = (value: unknown): value is MockScope =>
  typeof value === 'string' && Object.hasOwn(SCOPES, value);

/**
 * One area's data from the seed again: specs that run at the same time and change different
 * data (users, configurations) each start from the seed without erasing the other's changes.
 */
export function resetMockScope(scope: MockScope): void {
  const fresh = build(db.now);
  for (const key of SCOPES[scope]) Object.assign(db, { [key]: fresh[key] });
}

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
export interface MockSnapshot extends TechSeed, NluSeed, FlowSeed, FlowTestSeed {
  now: number;
  users: PortalUser[];
  supportRequests: MockDb['supportRequests'];
  currentRole: Role;
  nextUserNumber: number;
  botConfigs: BotConfig[];
  configRevisions: MockDb['configRevisions'];
  phoneNumbers: PhoneNumber[];
  nextConfigNumber: number;
  intents: Intent[];
  nextIntentNumber: number;
  trainingJobs: StoredTrainingJob[];
  simulatorSessions: SimulatorState[];
  nextFlowNumber: number;
}

/** The changeable part of the data; the rest is rebuilt from the seed and `now`. */
export function snapshotMockData(): MockSnapshot {
  const { now, users, supportRequests, currentRole, nextUserNumber } = db;
  const { botConfigs, configRevisions, phoneNumbers, nextConfigNumber } = db;
  const { webhooks, webhookDeliveries, apiKeys, nextTechNumber } = db;
  const { intents, nextIntentNumber, trainingJobs } = db;
  const { models, activeModelId, modelsVersion, testSentences, inboxDecisions, entities } = db;
  const { flows, flowVersions, simulatorSessions, nextFlowNumber } = db;
  const { flowTests, flowTestRuns } = db;
  return {
    flows,
    flowVersions,
    simulatorSessions,
    flowTests,
    flowTestRuns,
    nextFlowNumber,
    entities,
    inboxDecisions,
    models,
    activeModelId,
    modelsVersion,
    testSentences,
    intents,
    nextIntentNumber,
    trainingJobs,
    webhooks,
    webhookDeliveries,
    apiKeys,
    nextTechNumber,
    now,
    users,
    supportRequests,
    currentRole,
    nextUserNumber,
    botConfigs,
    configRevisions,
    phoneNumbers,
    nextConfigNumber,
  };
}

function isSnapshot(value: unknown): value is MockSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<MockSnapshot>;
  return (
    typeof v.now === 'number' &&
    Array.isArray(v.users) &&
    Array.isArray(v.supportRequests) &&
    typeof v.currentRole === 'string' &&
    typeof v.nextUserNumber === 'number' &&
    Array.isArray(v.botConfigs) &&
    typeof v.configRevisions === 'object' &&
    v.configRevisions !== null &&
    Array.isArray(v.phoneNumbers) &&
    typeof v.nextConfigNumber === 'number' &&
    Array.isArray(v.webhooks) &&
    typeof v.webhookDeliveries === 'object' &&
    v.webhookDeliveries !== null &&
    Array.isArray(v.apiKeys) &&
    typeof v.nextTechNumber === 'number' &&
    Array.isArray(v.intents) &&
    typeof v.nextIntentNumber === 'number' &&
    Array.isArray(v.trainingJobs) &&
    Array.isArray(v.models) &&
    typeof v.modelsVersion === 'number' &&
    Array.isArray(v.testSentences) &&
    typeof v.inboxDecisions === 'object' &&
    v.inboxDecisions !== null &&
    Array.isArray(v.entities) &&
    Array.isArray(v.flows) &&
    typeof v.flowVersions === 'object' &&
    v.flowVersions !== null &&
    Array.isArray(v.simulatorSessions) &&
    Array.isArray(v.flowTests) &&
    Array.isArray(v.flowTestRuns) &&
    typeof v.nextFlowNumber === 'number'
  );
}

/** Rebuilds the data a snapshot was taken of; false (and nothing changed) for anything else. */
export function restoreMockData(saved: unknown): boolean {
  if (!isSnapshot(saved)) return false;
  db = { ...build(saved.now), ...saved };
  return true;
}
