export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
export {
  conflictingFields,
  isVersioned,
  mergeOnto,
  type Side,
  type Versioned,
} from './threeWayMerge';
export { UnsavedChangesDialog } from './UnsavedChangesDialog';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
export {
  useVersionedSave,
  type ConflictState,
  type SaveOutcome,
  type VersionedSaveOptions,
} from './useVersionedSave';
