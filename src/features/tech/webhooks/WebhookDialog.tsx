import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_VALUES, type Webhook } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FormCheckboxGroup } from '../../../lib/forms/fields/FormCheckboxGroup';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { useDialogEditSession } from '../../../lib/edit-session';
import { ConflictDialog, useVersionedSave } from '../../../lib/versioned-save';
import {
  EMPTY_WEBHOOK,
  EVENT_KEYS,
  webhookFieldErrorText,
  webhookFormSchema,
  type WebhookFormValues,
} from './webhookForm';
import { useCreateWebhook, useUpdateWebhook, webhookKeys } from '../api/webhooks';

const FIELDS = ['url', 'events', 'enabled'] as const;

/** A kept copy, if it is still a webhook form's values. */
const parseWebhookDraft = (kept: unknown): WebhookFormValues | undefined => {
  const values = kept as Partial<WebhookFormValues> | null;
  return typeof values?.url === 'string' &&
    Array.isArray(values.events) &&
    typeof values.enabled === 'boolean'
    ? (values as WebhookFormValues)
    : undefined;
};

export interface WebhookDialogProps {
  /** The webhook to edit; undefined to add one. */
  webhook?: Webhook;
  open: boolean;
  onClose: () => void;
  /** A new webhook's signing secret, to be shown once. */
  onCreated: (secret: string) => void;
}

/**
 * Adds or changes a webhook. The URL is checked at the field (https, not a private address)
 * before anything is sent; a change is saved with its version and never overwrites a
 * colleague's change silently.
 */
export function WebhookDialog({ webhook, open, onClose, onCreated }: WebhookDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [problem, setProblem] = useState(false);
  const initial: WebhookFormValues = webhook
    ? { url: webhook.url, events: [...webhook.events], enabled: webhook.enabled }
    : EMPTY_WEBHOOK;
  const form = useForm<WebhookFormValues>({
    defaultValues: initial,
    resolver: formResolver(webhookFormSchema),
  });
  const versioned = useVersionedSave<Webhook, (typeof FIELDS)[number]>({
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
  });
  const busy = create.isPending || versioned.saving;
  const { session, offer } = useDialogEditSession(form, {
    record: `webhook:${webhook?.id ?? 'new'}`,
    version: webhook?.version ?? 0,
    parse: parseWebhookDraft,
  });

  const failed = (error: unknown) => {
    const applied = applyServerFieldErrors(form.setError, error, (field) => field in EMPTY_WEBHOOK);
    if (applied.length === 0) setProblem(true);
  };

  const saved = () => {
    session.forget();
    notify({ message: t('tech.webhooks.saved'), severity: 'success' });
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(false);
    try {
      if (!webhook) {
        const created = await create.mutateAsync(values);
        session.forget();
        onClose();
        onCreated(created.secretValue);
        return;
      }
      const outcome = await versioned.submit(webhook, { ...webhook, ...values });
      if (outcome.status === 'saved') saved();
    } catch (error) {
      failed(error);
    }
  });

  const eventOptions = WEBHOOK_EVENT_VALUES.map((event) => ({
    value: event,
    label: t(EVENT_KEYS[event]),
  }));

  return (
    <>
      <FormDialog
        open={open}
        title={webhook ? t('tech.webhooks.editTitle') : t('tech.webhooks.addTitle')}
        submitLabel={webhook ? t('tech.webhooks.save') : t('tech.webhooks.add')}
        onSubmit={(event) => void submit(event)}
        onClose={onClose}
        busy={busy}
        problem={problem ? t('errors.generic') : undefined}
        onExited={() => form.reset(initial)}
      >
        {offer}
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={webhookFieldErrorText}>
            <FormTextField<WebhookFormValues>
              name="url"
              label={t('tech.webhooks.url')}
              helperText={t('tech.webhooks.urlHelp')}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
            />
            <FormCheckboxGroup<WebhookFormValues>
              name="events"
              label={t('tech.webhooks.eventsLabel')}
              options={eventOptions}
            />
            <FormSwitch<WebhookFormValues> name="enabled" label={t('tech.webhooks.enabled')} />
          </FieldErrorTextContext.Provider>
        </FormProvider>
      </FormDialog>
      <ConflictDialog
        conflict={versioned.conflict}
        fieldLabel={(field) =>
          t(
            field === 'url'
              ? 'tech.webhooks.url'
              : field === 'events'
                ? 'tech.webhooks.eventsLabel'
                : 'tech.webhooks.enabled',
          )
        }
        formatValue={(field, value) =>
          field === 'events'
            ? (value as Webhook['events']).map((event) => t(EVENT_KEYS[event])).join(', ')
            : field === 'enabled'
              ? t(value ? 'tech.webhooks.on' : 'tech.webhooks.off')
              : String(value)
        }
        onResolve={(choices) => {
          versioned.resolve(choices).then((outcome) => {
            if (outcome.status === 'saved') saved();
          }, failed);
        }}
        onTakeTheirs={() => {
          versioned.dismiss();
          onClose();
          void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
        }}
        onKeepEditing={versioned.dismiss}
      />
    </>
  );
}
