import { useTranslation } from 'react-i18next';
import { SortedCardList } from '../../../lib/list-page';
import { FlowCard } from './FlowCard';
import type { FlowsListProps } from './FlowsList';
import { FLOWS_PAGING, type FlowsSortField } from './flowsListState';

const SORT_LABEL_KEYS = {
  name: 'flows.list.columns.name',
  updatedAt: 'flows.list.columns.updated',
} as const satisfies Record<FlowsSortField, string>;

/** The flows at phone width: a card each. */
export function FlowsCardList(props: FlowsListProps) {
  const { flows, total, state, busy, onChange, ...entry } = props;
  const { t } = useTranslation();
  return (
    <SortedCardList
      label={t('flows.list.label')}
      sortLabel={t('flows.list.sortBy')}
      descendingLabel={t('flows.list.descending')}
      paging={FLOWS_PAGING}
      fieldLabel={(field) => t(SORT_LABEL_KEYS[field])}
      list={state}
      total={total}
      busy={busy}
      onChange={onChange}
    >
      {flows.map((flow) => (
        <FlowCard key={flow.id} flow={flow} {...entry} />
      ))}
    </SortedCardList>
  );
}
