import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ConflictDialog } from '../versioned-save/ConflictDialog';
import { SaveBar } from '../versioned-save/SaveBar';
import { UnsavedChangesDialog } from '../versioned-save/UnsavedChangesDialog';
import type { Side } from '../versioned-save/threeWayMerge';
import type { ConflictState } from '../versioned-save/useVersionedSave';
import { StoredDraftAlert } from './StoredDraftAlert';
import type { EditSession } from './useEditSession';
import type { FormMessage } from './useFormEditSession';

/** What the chrome reads of a form edit session (useFormEditSession's answer). */
interface ChromeEditor<T, K extends keyof T> {
  formId: string;
  readOnly: boolean;
  changes: readonly unknown[];
  session: Pick<EditSession<unknown>, 'stored' | 'dropStored' | 'blocker'>;
  base: { version: number };
  restoreStored: () => void;
  message: FormMessage | undefined;
  dirty: boolean;
  saving: boolean;
  discard: () => void;
  conflict: ConflictState<T, K> | undefined;
  resolve: (choices: Partial<Record<K, Side>>) => Promise<void>;
  takeTheirs: () => Promise<void>;
  dismissConflict: () => void;
}

/** Above the form: a kept copy on offer, and why the form is not saved. */
export function FormEditAlerts<T, K extends keyof T>({ editor }: { editor: ChromeEditor<T, K> }) {
  const { t } = useTranslation();
  return (
    <>
      <StoredDraftAlert
        stored={editor.session.stored}
        version={editor.base.version}
        onRestore={editor.restoreStored}
        onDiscard={editor.session.dropStored}
      />
      {editor.message && <Alert severity="error">{t(`editSession.${editor.message}`)}</Alert>}
    </>
  );
}

export interface FormEditFooterProps<T, K extends keyof T> {
  editor: ChromeEditor<T, K>;
  /** The save bar's words: "3 unsaved changes", "All changes saved", Save, Discard. */
  texts: { unsaved: (count: number) => string; saved: string; save: string; discard: string };
  /** A conflicting part's label and value as the form shows them. */
  fieldLabel: (field: K) => string;
  formatValue: (field: K, value: T[K]) => string;
}

/** Below the form: the save bar, the conflict dialog and the leave question. */
export function FormEditFooter<T, K extends keyof T>({
  editor,
  texts,
  fieldLabel,
  formatValue,
}: FormEditFooterProps<T, K>) {
  return (
    <>
      {!editor.readOnly && (
        <SaveBar
          form={editor.formId}
          dirty={editor.dirty}
          saving={editor.saving}
          status={editor.dirty ? texts.unsaved(editor.changes.length) : texts.saved}
          saveLabel={texts.save}
          discardLabel={texts.discard}
          onDiscard={editor.discard}
        />
      )}
      <ConflictDialog
        conflict={editor.conflict}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
        onResolve={(choices) => void editor.resolve(choices)}
        onTakeTheirs={() => void editor.takeTheirs()}
        onKeepEditing={editor.dismissConflict}
      />
      <UnsavedChangesDialog blocker={editor.session.blocker} />
    </>
  );
}
