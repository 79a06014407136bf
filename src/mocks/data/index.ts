export { CONVERSATION_COUNT, toSummary } from './conversations';
export { PERMISSIONS_BY_ROLE } from './permissions';
export {
  currentUser,
  mockDb,
  isMockScope,
  resetMockScope,
  resetMockData,
  restoreMockData,
  setCurrentRole,
  snapshotMockData,
} from './store';
export { CURRENT_USER_ID } from './users';
export { DAY_MS, dayOf, iso, startOfDay } from './time';
export { createToneWav } from './wav';
export { SPEECH_SERVICES, voicesOf } from './speechServices';
export type { StoredRevision } from './botConfigs';
