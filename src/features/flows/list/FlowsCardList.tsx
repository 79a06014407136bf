import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { useTranslation } from 'react-i18next';
import { CardListPagination, toggledSort } from '../../../lib/list-page';
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
  const descending = state.sort.direction === 'desc';
  const sortBy = (field: FlowsSortField) => onChange({ sort: toggledSort(state.sort, field) });
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
        <TextField
          select
          size="small"
          label={t('flows.list.sortBy')}
          value={state.sort.field}
          onChange={(event) => {
            // A newly chosen field starts ascending, as a click on its column header does.
            const field = SORT_FIELDS.find((candidate) => candidate === event.target.value);
            if (field) sortBy(field);
          }}
          sx={{ flex: 1 }}
        >
          {SORT_FIELDS.map((field) => (
            <MenuItem key={field} value={field}>
              {t(SORT_LABEL_KEYS[field])}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButton
          value="desc"
          size="small"
          selected={descending}
          onChange={() => sortBy(state.sort.field)}
          aria-label={t('flows.list.descending')}
        >
          {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
        </ToggleButton>
      </Stack>
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
