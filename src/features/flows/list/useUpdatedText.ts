import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';

/** When a flow was last changed, and by whom when the server knows. */
export function useUpdatedText(): (flow: FlowSummary) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (flow: FlowSummary) => {
      const time = format.dateTime(flow.updatedAt);
      return flow.updatedBy ? t('flows.list.updatedBy', { time, name: flow.updatedBy }) : time;
    },
    [t, format],
  );
}
