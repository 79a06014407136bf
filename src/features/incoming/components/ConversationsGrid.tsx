import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { ConversationSummary, Outcome } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { ServerDataGrid, type ChangeOptions } from '../../../lib/list-page';
import { INCOMING_PAGING, type IncomingListState } from '../listState';
import {
  CHANNEL_LABEL_KEYS,
  LANGUAGE_LABEL_KEYS,
  OUTCOME_LABEL_KEYS,
} from '../../../lib/vocabulary/labels';
import type { FromListState } from '../listSearch';
import { toConversation } from '../routes';

const OUTCOME_COLORS = {
  contained: 'success',
  handover: 'warning',
  abandoned: 'default',
} as const satisfies Record<Outcome, 'success' | 'warning' | 'default'>;

const PHONE_HIDDEN_COLUMNS = {
  channel: false,
  caller: false,
  language: false,
  durationSeconds: false,
  botName: false,
  topIntent: false,
};
const ALL_COLUMNS = {};

interface ConversationsGridProps {
  rows: ConversationSummary[];
  total: number;
  loading: boolean;
  state: IncomingListState;
  noRowsLabel: string;
  onChange: (changes: Partial<IncomingListState>, options?: ChangeOptions) => void;
}

/**
 * The conversations as MUI X's data grid in server mode: the grid only shows one page and
 * reports paging and sorting, which go to the address; the server pages, sorts and filters.
 */
export function ConversationsGrid(props: ConversationsGridProps) {
  const { rows, total, loading, state, noRowsLabel, onChange } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  // At phone width the essentials only (when, how it ended), so nothing scrolls sideways; the rest
  // is one tap away on the conversation's page.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const fromList: FromListState = { listSearch: search };

  // In the interface language and the time zone chosen on the Account page.
  const format = useFormat();
  const columns = useMemo<GridColDef<ConversationSummary>[]>(
    () => [
      {
        field: 'startedAt',
        headerName: t('incoming.columns.startedAt'),
        minWidth: 180,
        flex: 1,
        // The row's link: a real anchor, so it can be opened in a new tab or copied, and a Tab
        // stop of its own, so keyboard users reach every row without the grid's arrow keys.
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={toConversation(row.id)}
            state={{ listSearch: search } satisfies FromListState}
            tabIndex={0}
            // The row's own click handler would navigate a second time.
            onClick={(event) => event.stopPropagation()}
          >
            {format.dateTime(row.startedAt)}
          </Link>
        ),
      },
      {
        field: 'channel',
        headerName: t('incoming.columns.channel'),
        minWidth: 100,
        valueFormatter: (_value, row) => t(CHANNEL_LABEL_KEYS[row.channel]),
      },
      {
        field: 'caller',
        headerName: t('incoming.columns.caller'),
        minWidth: 170,
        flex: 1,
        sortable: false,
      },
      {
        field: 'language',
        headerName: t('incoming.columns.language'),
        minWidth: 110,
        valueFormatter: (_value, row) => t(LANGUAGE_LABEL_KEYS[row.language]),
      },
      {
        field: 'outcome',
        headerName: t('incoming.columns.outcome'),
        minWidth: 170,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            // Filled: the theme's contrastText on these colours passes AA; outlined text does not.
            color={OUTCOME_COLORS[row.outcome]}
            label={t(OUTCOME_LABEL_KEYS[row.outcome])}
          />
        ),
      },
      {
        field: 'durationSeconds',
        headerName: t('incoming.columns.duration'),
        minWidth: 120,
        type: 'number',
        valueFormatter: (_value, row) => format.duration(row.durationSeconds),
      },
      {
        field: 'botName',
        headerName: t('incoming.columns.bot'),
        minWidth: 130,
        flex: 1,
        sortable: false,
      },
      {
        field: 'topIntent',
        headerName: t('incoming.columns.topIntent'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        valueFormatter: (_value, row) => row.topIntent ?? t('incoming.list.noIntent'),
      },
    ],
    [t, search, format],
  );

  const phonePageSizes = useMemo(() => [state.pageSize], [state.pageSize]);

  return (
    <ServerDataGrid
      label={t('incoming.list.label')}
      rows={rows}
      columns={columns}
      total={total}
      loading={loading}
      list={state}
      paging={INCOMING_PAGING}
      onChange={onChange}
      noRowsLabel={noRowsLabel}
      // A third click on a header clears the sort; the list then returns to its default order.
      sortingOrder={['desc', 'asc', null]}
      disableColumnMenu={false}
      rowSelection
      disableRowSelectionOnClick
      columnVisibilityModel={phone ? PHONE_HIDDEN_COLUMNS : ALL_COLUMNS}
      // The page-size choice does not fit beside the page navigation at phone width.
      pageSizeOptions={phone ? phonePageSizes : undefined}
      slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      onRowClick={({ row }) => navigate(toConversation(row.id), { state: fromList })}
      onCellKeyDown={({ row }, event) => {
        // Enter on the row's link is the link's own (it bubbles here too): opening it twice
        // would leave a second history entry, and Back would stay on the conversation.
        const onLink = event.target instanceof Element && event.target.closest('a') !== null;
        if (event.key === 'Enter' && !onLink) {
          navigate(toConversation(row.id), { state: fromList });
        }
      }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
