import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { StoredDraftAlert } from './StoredDraftAlert';
import { useEditSession } from './useEditSession';

export interface DialogEditSessionOptions<V> {
  /** The record, e.g. `webhook:<id>` (`webhook:new` for one being added). */
  record: string;
  /** The version the dialog edits; 0 for a new record. */
  version: number;
  /** Checks a kept copy before it is offered back. */
  parse: (kept: unknown) => V | undefined;
}

/**
 * The edit session of a form in a dialog (a webhook, an entity): what is typed is kept in the
 * browser while the dialog is open or after it was closed unsaved, and offered back when it is
 * opened again. Call `session.forget()` once the record is saved. `offer` goes above the fields.
 */
export function useDialogEditSession<V extends FieldValues>(
  form: UseFormReturn<V>,
  { record, version, parse }: DialogEditSessionOptions<V>,
) {
  const { isDirty } = useFormState({ control: form.control });
  const session = useEditSession<V>({
    record,
    readOnly: false,
    dirty: isDirty,
    version,
    draft: () => form.getValues(),
    parseStored: parse,
  });
  const offer = (
    <StoredDraftAlert
      stored={session.stored}
      version={version}
      onRestore={() => {
        const kept = session.takeStored();
        if (kept) form.reset(kept, { keepDefaultValues: true });
      }}
      onDiscard={session.dropStored}
    />
  );
  return { session, offer };
}
