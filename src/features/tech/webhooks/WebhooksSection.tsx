import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TechSection } from '../components/TechSection';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import type { Webhook } from '../../../lib/api-client/schema';
import { hasPermission, useMe } from '../../../lib/query';
import { SecretOnce } from '../components/SecretOnce';
import { WebhookCard } from './WebhookCard';
import { WebhookDialog } from './WebhookDialog';
import { webhookQueries } from '../api/webhooks';
import { QueryStates } from '../../../lib/query/QueryStates';

/** The webhooks: what the platform sends where; changes need `integrations.manage`. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const webhooks = useQuery(webhookQueries.list());
  const me = useMe();
  const canManage = hasPermission(me.data, 'integrations.manage');
  // `null`: closed; `undefined` inside: adding; a webhook: editing it.
  const [editing, setEditing] = useState<{ webhook?: Webhook } | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);

  return (
    <TechSection
      title={t('tech.webhooks.title')}
      actions={
        canManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing({})}
          >
            {t('tech.webhooks.add')}
          </Button>
        )
      }
    >
      <QueryStates
        query={webhooks}
        loading={<SectionSkeleton rows={2} height={120} />}
        isEmpty={(list) => list.items.length === 0}
        emptyMessage={t('tech.webhooks.none')}
      >
        {(list) =>
          list.items.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              canManage={canManage}
              onEdit={() => setEditing({ webhook })}
              onSecret={(value) => setSecret({ title: t('tech.webhooks.rotatedTitle'), value })}
            />
          ))
        }
      </QueryStates>
      {editing && (
        <WebhookDialog
          key={editing.webhook?.id ?? 'new'}
          webhook={editing.webhook}
          open
          onClose={() => setEditing(null)}
          onCreated={(value) => setSecret({ title: t('tech.webhooks.createdTitle'), value })}
        />
      )}
      <SecretOnce
        secret={secret?.value ?? null}
        title={secret?.title ?? ''}
        onClose={() => setSecret(null)}
      />
    </TechSection>
  );
}
