export { FormEditAlerts, FormEditFooter } from './FormEditChrome';
export { PendingInputContext, usePendingInput } from './pendingInput';
export { StoredDraftAlert } from './StoredDraftAlert';
export { useDialogEditSession } from './useDialogEditSession';
export { useEditSession } from './useEditSession';
export { useFormEditSession, type FormEditAdapter } from './useFormEditSession';
