import { useTranslation } from 'react-i18next';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { RowActionsMenu } from '../../../lib/list-page';

export interface FlowActionsProps {
  onDuplicate: (flow: FlowSummary) => void;
  onDelete: (flow: FlowSummary) => void;
}

/** "More actions" for one flow: duplicate it, or delete it (after a confirmation). */
export function FlowActionsMenu({
  flow,
  onDuplicate,
  onDelete,
}: FlowActionsProps & { flow: FlowSummary }) {
  const { t } = useTranslation();
  return (
    <RowActionsMenu
      id={`flow-actions-${flow.id}`}
      label={t('flows.list.actions.menu', { name: flow.name })}
      actions={[
        { label: t('flows.list.actions.duplicate'), run: () => onDuplicate(flow) },
        { label: t('flows.list.actions.delete'), run: () => onDelete(flow), destructive: true },
      ]}
    />
  );
}
