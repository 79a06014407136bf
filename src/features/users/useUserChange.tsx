import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PortalUser, Role, UserStatus } from '../../lib/api-client/schema';
import { notify, type NotificationAction } from '../../lib/notifications';
import { ConflictDialog, useVersionedSave } from '../../lib/versioned-save';
import { ROLE_LABEL_KEYS, USER_STATUS_LABEL_KEYS } from '../../lib/vocabulary/labels';
import { useActionFailure } from './actionErrors';
import { useUpdateUser, userKeys } from './api/users';

/** What a person's row changes; only these are compared and merged on a conflict. */
const EDITABLE_FIELDS = ['role', 'status'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The PUT body for a person's values: role, status where it can be set, and the version. */
function changesOf(values: PortalUser) {
  const status = values.status === 'invited' ? undefined : values.status;
  return { role: values.role, ...(status ? { status } : {}), version: values.version };
}

/**
 * Changing one person's role or status, as the list's controls do it: saved with the version the
 * screen shows, a colleague's change in between merged (other field) or shown side by side (same
 * field) in the returned conflict dialog, never silently overwritten; confirmed with a notification.
 * `onError` gets the sentence to show in place when a change fails.
 */
export function useUserChange(user: PortalUser, onError: (message: string) => void) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  // Any change to this person, sent from here or from the other control of their row (the grid's
  // role and actions cells each hold this hook): nothing is sent on top of it with the version it
  // replaces.
  const changeInFlight = useIsMutating({ mutationKey: userKeys.change(user.id) }) > 0;
  const queryClient = useQueryClient();
  const failure = useActionFailure();

  const versioned = useVersionedSave<PortalUser, EditableField>({
    fields: EDITABLE_FIELDS,
    save: (values) => update.mutateAsync({ id: values.id, changes: changesOf(values) }),
  });

  const reportFailure = (error: unknown) => {
    const message = failure(error);
    if (message) onError(message);
  };

  const change = (
    base: PortalUser,
    changes: Partial<Pick<PortalUser, EditableField>>,
    success: string,
    undoFor?: (saved: PortalUser) => NotificationAction,
  ) => {
    // Not mutate()'s callbacks: those are dropped once the control unmounts, and a change can take
    // the person out of the list (filtered by role or status) before it, or its Undo, is answered.
    versioned.submit(base, { ...base, ...changes }).then((outcome) => {
      if (outcome.status !== 'saved') return;
      notify({ message: success, severity: 'success', action: undoFor?.(outcome.saved) });
    }, reportFailure);
  };

  // One choice changes the role at once; the confirmation offers Undo, which puts the previous
  // role back the same way (based on the version the change saved).
  const changeRole = (role: Role) => {
    if (role === user.role) return;
    const previous = user.role;
    const success = t('users.actions.roleChanged', {
      name: user.name,
      role: t(ROLE_LABEL_KEYS[role]),
    });
    const undone = t('users.actions.roleRestored', {
      name: user.name,
      role: t(ROLE_LABEL_KEYS[previous]),
    });
    change(user, { role }, success, (saved) => ({
      label: t('users.actions.undo'),
      run: () => change(saved, { role: previous }, undone),
    }));
  };

  const setActive = (active: boolean) => {
    if (active)
      change(user, { status: 'active' }, t('users.actions.reactivated', { name: user.name }));
    else
      change(user, { status: 'deactivated' }, t('users.actions.deactivated', { name: user.name }));
  };

  // Mounted only while a conflict is open: every row of the list holds one, and a closed MUI
  // dialog still runs its hooks on each render of each row.
  const conflictDialog = versioned.conflict && (
    <ConflictDialog
      conflict={versioned.conflict}
      fieldLabel={(field) => t(field === 'role' ? 'users.table.role' : 'users.table.status')}
      formatValue={(field, value) =>
        field === 'role'
          ? t(ROLE_LABEL_KEYS[value as Role])
          : t(USER_STATUS_LABEL_KEYS[value as UserStatus])
      }
      onResolve={(choices) =>
        versioned.resolve(choices).then((outcome) => {
          if (outcome.status === 'saved') {
            notify({
              message: t('users.conflict.saved', { name: user.name }),
              severity: 'success',
            });
          }
        }, reportFailure)
      }
      onTakeTheirs={() => {
        versioned.dismiss();
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      }}
      onKeepEditing={versioned.dismiss}
    />
  );

  return {
    /** While a role change is on its way, the chosen role rather than a jump back. */
    shownRole: (update.isPending && update.variables.changes.role) || user.role,
    pending: changeInFlight,
    changeRole,
    setActive,
    conflictDialog,
  };
}

export type UserChange = ReturnType<typeof useUserChange>;
