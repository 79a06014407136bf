export { ConflictDialog } from './ConflictDialog';
export type { Side, Versioned } from './threeWayMerge';
export { UnsavedChangesDialog } from './UnsavedChangesDialog';
export { useVersionedSave } from './useVersionedSave';
