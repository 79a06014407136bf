export { ConflictDialog } from './ConflictDialog';
export type { Side, Versioned } from './threeWayMerge';
export { UnsavedChangesDialog } from './UnsavedChangesDialog';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
export { useVersionedSave, type SaveOutcome } from './useVersionedSave';
