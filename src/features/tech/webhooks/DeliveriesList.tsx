import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { SmallTable } from '../../../layout/SmallTable';
import { StatusChip } from '../../../layout/StatusChip';
import type { Webhook } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { EVENT_KEYS } from './webhookForm';
import { useRedeliver, webhookQueries } from '../api/webhooks';
import { QueryStates } from '../../../lib/query/QueryStates';

/** A webhook's recent deliveries; a failed one can be sent again. */
export function DeliveriesList({ webhook, canManage }: { webhook: Webhook; canManage: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const deliveries = useQuery(webhookQueries.deliveries(webhook.id));
  const redeliver = useRedeliver();
  const eventName = (event: string) =>
    Object.hasOwn(EVENT_KEYS, event)
      ? t(EVENT_KEYS[event as keyof typeof EVENT_KEYS])
      : event === 'webhook.test'
        ? t('tech.webhooks.events.test')
        : event;

  return (
    <QueryStates
      query={deliveries}
      loading={<SectionSkeleton rows={3} height={32} />}
      isEmpty={(list) => list.items.length === 0}
      emptyMessage={t('tech.webhooks.deliveries.none')}
    >
      {(list) => (
        <SmallTable
          label={t('tech.webhooks.deliveries.label', { url: webhook.url })}
          head={
            <>
              <TableCell>{t('tech.webhooks.deliveries.at')}</TableCell>
              <TableCell>{t('tech.webhooks.deliveries.event')}</TableCell>
              <TableCell>{t('tech.webhooks.deliveries.status')}</TableCell>
              <TableCell align="right">{t('tech.webhooks.deliveries.attempts')}</TableCell>
              <TableCell align="right">{t('tech.webhooks.deliveries.duration')}</TableCell>
              <TableCell align="right">{t('tech.webhooks.deliveries.response')}</TableCell>
              {canManage && <TableCell />}
            </>
          }
        >
          {list.items.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell>{format.dateTime(delivery.at, { seconds: true })}</TableCell>
              <TableCell>{eventName(delivery.event)}</TableCell>
              <TableCell>
                <StatusChip
                  tone={delivery.status === 'succeeded' ? 'success' : 'error'}
                  label={t(
                    delivery.status === 'succeeded'
                      ? 'tech.webhooks.deliveries.succeeded'
                      : 'tech.webhooks.deliveries.failed',
                  )}
                />
              </TableCell>
              <TableCell align="right">{format.number(delivery.attempts)}</TableCell>
              <TableCell align="right">{format.milliseconds(delivery.durationMs)}</TableCell>
              <TableCell align="right">
                {delivery.responseCode ?? t('tech.webhooks.deliveries.noResponse')}
              </TableCell>
              {canManage && (
                <TableCell>
                  {delivery.status === 'failed' && (
                    <Button
                      size="small"
                      disabled={redeliver.isPending}
                      onClick={() =>
                        redeliver.mutate(
                          { id: webhook.id, deliveryId: delivery.id },
                          {
                            onSuccess: (again) =>
                              notify({
                                message: t(
                                  again.status === 'succeeded'
                                    ? 'tech.webhooks.deliveries.redelivered'
                                    : 'tech.webhooks.deliveries.redeliveryFailed',
                                ),
                                severity: again.status === 'succeeded' ? 'success' : 'warning',
                              }),
                          },
                        )
                      }
                    >
                      {t('tech.webhooks.deliveries.redeliver')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </SmallTable>
      )}
    </QueryStates>
  );
}
