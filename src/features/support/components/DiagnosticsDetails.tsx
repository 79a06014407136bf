import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../layout/DetailList';
import { useFormat } from '../../../lib/format';
import type { Diagnostics } from '../diagnostics';

const CONNECTION_KEYS = {
  online: 'support.diagnostics.values.online',
  offline: 'support.diagnostics.values.offline',
} as const;

const KEEP_ALIVE_KEYS = {
  reachable: 'support.diagnostics.values.reachable',
  unreachable: 'support.diagnostics.values.unreachable',
  unknown: 'support.diagnostics.values.unknown',
} as const;

/** The diagnostics as the person reads them: translated labels, data values as they are sent. */
export function DiagnosticsDetails({ diagnostics }: { diagnostics: Diagnostics }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailList
      details={[
        { id: 'version', term: t('support.diagnostics.version'), value: diagnostics.portalVersion },
        { id: 'browser', term: t('support.diagnostics.browser'), value: diagnostics.browser },
        { id: 'language', term: t('support.diagnostics.language'), value: diagnostics.language },
        {
          id: 'time',
          term: t('support.diagnostics.time'),
          value: format.dateTime(diagnostics.time, { seconds: true }),
        },
        {
          id: 'correlationId',
          term: t('support.diagnostics.correlationId'),
          value: diagnostics.correlationId,
        },
        {
          id: 'connection',
          term: t('support.diagnostics.connection'),
          value: t(CONNECTION_KEYS[diagnostics.connection]),
        },
        {
          id: 'keepAlive',
          term: t('support.diagnostics.keepAlive'),
          value: t(KEEP_ALIVE_KEYS[diagnostics.keepAlive]),
        },
      ]}
    />
  );
}
