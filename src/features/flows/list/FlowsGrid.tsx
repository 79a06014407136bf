import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { ServerDataGrid, withRowActions } from '../../../lib/list-page';
import { FlowActionsMenu } from './FlowActionsMenu';
import { toFlow } from '../routes';
import type { FlowsListProps } from './FlowsList';
import { FLOWS_PAGING } from './flowsListState';
import { FlowStatusChip } from './FlowStatusChip';
import { PublishedVersion } from './PublishedVersion';
import { useUpdatedText } from './useUpdatedText';

/**
 * Every column fits beside a docked navigation at 1280 px in every language: long texts (a
 * status such as "Unveröffentlichte Änderungen", a date with its author, a header such as
 * "Veröffentlichte Version") take a second line, words kept whole, instead of pushing Actions
 * out of the grid.
 */
const WRAP = 'flows-grid__wrap';
const WRAPPING_SX = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  [`& .MuiDataGrid-cell.${WRAP}`]: {
    whiteSpace: 'normal',
    lineHeight: 1.3,
    display: 'flex',
    alignItems: 'center',
  },
  [`& .${WRAP} .MuiChip-root`]: { height: 'auto', minHeight: 24, py: 0.25 },
  [`& .${WRAP} .MuiChip-label`]: { whiteSpace: 'normal' },
} as const;

/** The flows as MUI X's data grid in server mode: paged, sorted and filtered by the server. */
export function FlowsGrid(props: FlowsListProps) {
  const { flows, total, state, busy, onChange, botName, canEdit, onDuplicate, onDelete } = props;
  const { t } = useTranslation();
  const updatedText = useUpdatedText();

  const columns = useMemo<GridColDef<FlowSummary>[]>(() => {
    const base: GridColDef<FlowSummary>[] = [
      {
        field: 'name',
        headerName: t('flows.list.columns.name'),
        minWidth: 150,
        flex: 1.2,
        // A real link with a Tab stop of its own: keyboard users reach every flow.
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={toFlow(row.id)} tabIndex={0}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'botId',
        headerName: t('flows.list.columns.bot'),
        minWidth: 130,
        flex: 0.6,
        sortable: false,
        valueGetter: (_value, row) => botName(row.botId),
      },
      {
        field: 'status',
        headerName: t('flows.list.columns.status'),
        width: 180,
        sortable: false,
        cellClassName: WRAP,
        renderCell: ({ row }) => <FlowStatusChip status={row.status} />,
      },
      {
        field: 'publishedVersion',
        headerName: t('flows.list.columns.published'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <PublishedVersion version={row.publishedVersion} />,
      },
      {
        field: 'problems',
        headerName: t('flows.list.columns.problems'),
        description: t('flows.list.columns.problemsHint'),
        type: 'number',
        width: 100,
        sortable: false,
      },
      {
        field: 'updatedAt',
        headerName: t('flows.list.columns.updated'),
        minWidth: 160,
        flex: 1,
        cellClassName: WRAP,
        valueFormatter: (_value, row) => updatedText(row),
      },
    ];
    return withRowActions(
      base,
      canEdit && {
        headerName: t('flows.list.columns.actions'),
        width: 90,
        render: (row) => (
          <FlowActionsMenu flow={row} onDuplicate={onDuplicate} onDelete={onDelete} />
        ),
      },
    );
  }, [t, botName, canEdit, onDuplicate, onDelete, updatedText]);

  return (
    <ServerDataGrid
      label={t('flows.list.label')}
      rows={flows}
      columns={columns}
      total={total}
      loading={busy}
      list={state}
      paging={FLOWS_PAGING}
      onChange={onChange}
      noRowsLabel={t('flows.list.noMatches')}
      scrollInside
      sx={WRAPPING_SX}
    />
  );
}
