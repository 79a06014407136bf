import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { StatusChip } from '../../../layout/StatusChip';
import type { Webhook } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { DeliveriesList } from './DeliveriesList';
import { EVENT_KEYS } from './webhookForm';
import { useDeleteWebhook, useRotateSecret, useTestWebhook } from '../api/webhooks';

export interface WebhookCardProps {
  webhook: Webhook;
  canManage: boolean;
  onEdit: () => void;
  /** A rotated secret, to be shown once. */
  onSecret: (secret: string) => void;
}

type Confirming = 'delete' | 'rotate' | null;

/** One webhook: where it sends what, its secret as its last four characters, its deliveries. */
export function WebhookCard({ webhook, canManage, onEdit, onSecret }: WebhookCardProps) {
  const { t } = useTranslation();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [problem, setProblem] = useState<string>();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const headingId = `webhook-${webhook.id}`;

  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: (delivery) => {
        notify({
          message: t(
            delivery.status === 'succeeded'
              ? 'tech.webhooks.testSucceeded'
              : 'tech.webhooks.testFailed',
            { code: delivery.responseCode ?? '–' },
          ),
          severity: delivery.status === 'succeeded' ? 'success' : 'warning',
        });
        setShowDeliveries(true);
      },
    });

  const close = () => {
    setConfirming(null);
    setProblem(undefined);
  };
  const confirm = () => {
    const onError = () => setProblem(t('errors.generic'));
    if (confirming === 'delete') {
      remove.mutate(webhook.id, {
        onSuccess: () => {
          close();
          notify({ message: t('tech.webhooks.deleted'), severity: 'success' });
        },
        onError,
      });
    } else {
      rotate.mutate(webhook.id, {
        onSuccess: (rotation) => {
          close();
          onSecret(rotation.secretValue);
        },
        onError,
      });
    }
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {webhook.url}
        </Typography>
        <StatusChip
          tone={webhook.enabled ? 'success' : 'unknown'}
          label={t(webhook.enabled ? 'tech.webhooks.on' : 'tech.webhooks.off')}
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
        {webhook.events.map((event) => (
          <Chip key={event} size="small" label={t(EVENT_KEYS[event])} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {webhook.secret.hasSecret
          ? t('tech.webhooks.secretMasked', { last4: webhook.secret.last4 ?? '' })
          : t('tech.webhooks.noSecret')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          size="small"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {t(showDeliveries ? 'tech.webhooks.hideDeliveries' : 'tech.webhooks.showDeliveries')}
        </Button>
        {canManage && (
          <>
            <Button size="small" onClick={sendTest} disabled={test.isPending}>
              {t('tech.webhooks.sendTest')}
            </Button>
            <Button size="small" onClick={onEdit}>
              {t('tech.webhooks.edit')}
            </Button>
            <Button size="small" onClick={() => setConfirming('rotate')}>
              {t('tech.webhooks.rotate')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming('delete')}>
              {t('tech.webhooks.delete')}
            </Button>
          </>
        )}
      </Stack>
      {showDeliveries && (
        <Stack sx={{ mt: 2 }}>
          <DeliveriesList webhook={webhook} canManage={canManage} />
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming === 'rotate' ? 'tech.webhooks.rotateTitle' : 'tech.webhooks.deleteTitle',
        )}
        text={t(confirming === 'rotate' ? 'tech.webhooks.rotateText' : 'tech.webhooks.deleteText', {
          url: webhook.url,
        })}
        confirmLabel={t(confirming === 'rotate' ? 'tech.webhooks.rotate' : 'tech.webhooks.delete')}
        onConfirm={confirm}
        onClose={close}
        busy={remove.isPending || rotate.isPending}
        problem={problem}
      />
    </Paper>
  );
}
