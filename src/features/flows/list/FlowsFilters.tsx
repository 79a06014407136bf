import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FLOW_STATUS_VALUES } from '../../../lib/api-client/schema';
import { isOneOf } from '../../../lib/api-client/isOneOf';
import { ListSearchField } from '../../../lib/list-page';
import { FLOW_STATUS } from './flowLabels';
import { FLOWS_QUERY_MAX_LENGTH, type FlowsListState } from './flowsListState';

const isStatus = isOneOf(FLOW_STATUS_VALUES);

export interface FlowsFiltersProps {
  state: Pick<FlowsListState, 'q' | 'botId' | 'status'>;
  /** The bots to choose from, by id and name. */
  bots: readonly { id: string; name: string }[];
  /** Whether any filter narrows the list (Clear filters is offered). */
  filtered: boolean;
  onChange: (changes: Partial<FlowsListState>) => void;
  onClear: () => void;
}

/** Search over the names, one bot, one status; all of it in the address and the request. */
export function FlowsFilters({ state, bots, filtered, onChange, onClear }: FlowsFiltersProps) {
  const { t } = useTranslation();
  // A bot named by a link before the bots arrive (or one the list does not know) stays chosen.
  const botOptions =
    state.botId && !bots.some((bot) => bot.id === state.botId)
      ? [...bots, { id: state.botId, name: state.botId }]
      : bots;
  return (
    <Stack
      role="search"
      aria-label={t('flows.list.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, mb: 2, alignItems: { md: 'center' } }}
    >
      <ListSearchField
        id="flows-search"
        value={state.q}
        onSearch={(q) => onChange({ q })}
        label={t('flows.list.filters.search')}
        maxLength={FLOWS_QUERY_MAX_LENGTH}
      />
      <TextField
        id="flows-bot"
        select
        size="small"
        label={t('flows.list.filters.bot')}
        value={state.botId}
        onChange={(event) => onChange({ botId: event.target.value })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('flows.list.filters.allBots')}</MenuItem>
        {botOptions.map((bot) => (
          <MenuItem key={bot.id} value={bot.id}>
            {bot.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="flows-status"
        select
        size="small"
        label={t('flows.list.filters.status')}
        value={state.status ?? ''}
        onChange={(event) =>
          onChange({ status: isStatus(event.target.value) ? event.target.value : undefined })
        }
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('flows.list.filters.allStatuses')}</MenuItem>
        {FLOW_STATUS_VALUES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(FLOW_STATUS[status].key)}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button onClick={onClear} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {t('flows.list.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
