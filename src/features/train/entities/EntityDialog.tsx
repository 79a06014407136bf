import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import type { Entity, EntityUpdate } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FieldRows } from '../../../lib/forms/fields/FieldRows';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { FormLinesField } from '../../../lib/forms/fields/FormLinesField';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { useDialogEditSession } from '../../../lib/edit-session';
import { ConflictDialog, useVersionedSave } from '../../../lib/versioned-save';
import { useIntentErrorText } from '../useIntentErrorText';
import { entityKeys, saveEntity, useCreateEntity } from '../api/entities';
import {
  EMPTY_ENTITY,
  ENTITY_KINDS,
  SYSTEM_TYPES,
  entityFormSchema,
  toFormValues,
  toInput,
  type EntityFormValues,
} from './entityForm';

const FIELDS = ['name', 'kind', 'values', 'pattern', 'system'] as const;
type Field = (typeof FIELDS)[number];

const asUpdate = (entity: Entity): EntityUpdate => ({
  ...toInput(toFormValues(entity)),
  version: entity.version,
});

/** A kept copy, if it is still an entity form's values. */
const parseEntityDraft = (kept: unknown): EntityFormValues | undefined => {
  const values = kept as Partial<EntityFormValues> | null;
  return typeof values?.name === 'string' &&
    typeof values.kind === 'string' &&
    Array.isArray(values.values) &&
    typeof values.pattern === 'string' &&
    typeof values.system === 'string'
    ? (values as EntityFormValues)
    : undefined;
};

/**
 * A new entity, or a change to one saved with its version: a colleague's change to other parts
 * is merged, the same part asked in the conflict dialog. A list entity's values each take their
 * synonyms one per line; a regex entity its pattern; a system entity its type.
 */
export function EntityDialog({ entity, onClose }: { entity?: Entity; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useIntentErrorText();
  const create = useCreateEntity();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(entity);
  const [problem, setProblem] = useState<string>();
  const form = useForm<EntityFormValues>({
    defaultValues: entity ? toFormValues(entity) : EMPTY_ENTITY,
    resolver: formResolver(entityFormSchema),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'values' });
  const versioned = useVersionedSave<EntityUpdate, Field>({
    fields: FIELDS,
    save: (update) => saveEntity(entity!.id, update),
  });
  const { session, offer } = useDialogEditSession(form, {
    record: `entity:${entity?.id ?? 'new'}`,
    version: entity?.version ?? 0,
    parse: parseEntityDraft,
  });

  const done = (saved: Entity) => {
    session.forget();
    // A change saved through the versioned save: the list is read again (creates do so already).
    void queryClient.invalidateQueries({ queryKey: entityKeys.all });
    notify({ message: t('train.entities.saved', { name: saved.name }), severity: 'success' });
    onClose();
  };
  const failed = (error: unknown) => {
    const applied =
      error instanceof BadRequestError ? applyServerFieldErrors(form.setError, error) : [];
    if (applied.length === 0) setProblem(t('train.entities.saveFailed'));
  };
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      if (!base) {
        done(await create.mutateAsync(toInput(values)));
        return;
      }
      const outcome = await versioned.submit(asUpdate(base), {
        ...toInput(values),
        version: base.version,
      });
      if (outcome.status === 'saved') done({ ...base, ...outcome.saved });
    } catch (error) {
      failed(error);
    }
  });
  const saving = create.isPending || versioned.saving;

  return (
    <>
      <FormDialog
        open
        title={
          entity ? t('train.entities.editTitle', { name: entity.name }) : t('train.entities.create')
        }
        submitLabel={t('train.entities.save')}
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
        busy={saving}
        problem={problem}
      >
        {offer}
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={errorText}>
            <FormTextField<EntityFormValues>
              name="name"
              label={t('train.entities.name')}
              helperText={t('train.entities.nameHelp')}
              size="small"
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <FormSelect<EntityFormValues>
              name="kind"
              label={t('train.entities.kind')}
              size="small"
              options={ENTITY_KINDS.map((value) => ({
                value,
                label: t(`train.entities.kinds.${value}`),
              }))}
            />
            {kind === 'list' && (
              <FieldRows
                rows={fields}
                removeLabel={(index) => t('train.entities.removeValue', { number: index + 1 })}
                onRemove={remove}
                addLabel={t('train.entities.addValue')}
                onAdd={() => append({ value: '', synonyms: [] })}
              >
                {(_row, index) => (
                  <>
                    <FormTextField<EntityFormValues>
                      name={`values.${index}.value`}
                      label={t('train.entities.value', { number: index + 1 })}
                      size="small"
                      slotProps={{ htmlInput: { maxLength: 100 } }}
                    />
                    <FormLinesField<EntityFormValues>
                      name={`values.${index}.synonyms`}
                      label={t('train.entities.synonyms', { number: index + 1 })}
                      helperText={t('train.entities.synonymsHelp')}
                    />
                  </>
                )}
              </FieldRows>
            )}
            {kind === 'list' &&
              form.formState.errors.values?.root === undefined &&
              form.formState.errors.values?.message && (
                <Alert severity="error">{t('train.entities.noValues')}</Alert>
              )}
            {kind === 'regex' && (
              <FormTextField<EntityFormValues>
                name="pattern"
                label={t('train.entities.pattern')}
                helperText={t('train.entities.patternHelp')}
                size="small"
                slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
              />
            )}
            {kind === 'system' && (
              <FormSelect<EntityFormValues>
                name="system"
                label={t('train.entities.system')}
                size="small"
                options={SYSTEM_TYPES.map((value) => ({
                  value,
                  label: t(`train.entities.systemTypes.${value}`),
                }))}
              />
            )}
          </FieldErrorTextContext.Provider>
        </FormProvider>
      </FormDialog>
      <ConflictDialog
        conflict={versioned.conflict}
        fieldLabel={(field) => t(`train.entities.fields.${field}`)}
        formatValue={(field, value) =>
          field === 'values' && Array.isArray(value)
            ? value.map((item: { value: string }) => item.value).join(', ') || '—'
            : String(value ?? '') || '—'
        }
        onResolve={(choices) =>
          void versioned.resolve(choices).then((outcome) => {
            if (outcome.status === 'saved' && base) done({ ...base, ...outcome.saved });
          })
        }
        onTakeTheirs={(theirs) => {
          setBase((current) => current && { ...current, ...theirs });
          form.reset(toFormValues({ ...base!, ...theirs }));
          versioned.dismiss();
        }}
        onKeepEditing={versioned.dismiss}
      />
    </>
  );
}
