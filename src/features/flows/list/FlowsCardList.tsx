import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { CardListPagination, CardListSort } from '../../../lib/list-page';
import { FlowCard } from './FlowCard';
import type { FlowsListProps } from './FlowsList';
import { SORT_FIELDS, type FlowsSortField } from './flowsListState';

const SORT_LABEL_KEYS = {
  name: 'flows.list.columns.name',
  updatedAt: 'flows.list.columns.updated',
} as const satisfies Record<FlowsSortField, string>;

/** The flows at phone width: a sort choice (there are no column headers), a card each, paging. */
export function FlowsCardList(props: FlowsListProps) {
  const { flows, total, state, busy, onChange, ...entry } = props;
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <CardListSort
        fields={SORT_FIELDS}
        sort={state.sort}
        fieldLabel={(field) => t(SORT_LABEL_KEYS[field])}
        label={t('flows.list.sortBy')}
        descendingLabel={t('flows.list.descending')}
        onSort={(sort) => onChange({ sort })}
      />
      <List disablePadding aria-label={t('flows.list.label')} aria-busy={busy}>
        {flows.map((flow) => (
          <FlowCard key={flow.id} flow={flow} {...entry} />
        ))}
      </List>
      <CardListPagination
        total={total}
        page={state.page}
        pageSize={state.pageSize}
        onPage={(page) => onChange({ page })}
      />
    </Paper>
  );
}
