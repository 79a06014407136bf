import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../layout/StatusChip';
import type { FlowStatus } from '../../../lib/api-client/schema';
import { FLOW_STATUS } from './flowLabels';

/** Draft, published, or published with unpublished changes: text plus a coloured icon. */
export function FlowStatusChip({ status }: { status: FlowStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={FLOW_STATUS[status].tone} label={t(FLOW_STATUS[status].key)} />;
}
