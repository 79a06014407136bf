import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LANGUAGE_VALUES, type IntentSummary } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { ServerDataGrid, type ChangeOptions } from '../../../lib/list-page';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { toIntent } from '../routes';
import { INTENTS_PAGING, type IntentsListState } from './intentsListState';

const PHONE_HIDDEN = { description: false, examples: false, updatedAt: false };
const ALL_COLUMNS = {};

/** "DE" for de-DE: short enough for five counts in one cell, the same in every language. */
const languageCode = (language: string) => language.slice(0, 2).toUpperCase();

interface IntentsGridProps {
  rows: IntentSummary[];
  total: number;
  loading: boolean;
  state: IntentsListState;
  noRowsLabel: string;
  onChange: (changes: Partial<IntentsListState>, options?: ChangeOptions) => void;
}

/** The intents, server-paged: examples per language, problems and whether training is due. */
export function IntentsGrid({
  rows,
  total,
  loading,
  state,
  noRowsLabel,
  onChange,
}: IntentsGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<IntentSummary>[]>(
    () => [
      {
        field: 'name',
        headerName: t('train.intents.columns.name'),
        minWidth: 170,
        flex: 1,
        // A real link with a Tab stop of its own: keyboard users reach every intent.
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={toIntent(row.id)} tabIndex={0}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'description',
        headerName: t('train.intents.columns.description'),
        minWidth: 200,
        flex: 1.5,
        sortable: false,
      },
      {
        // One cell for the five counts: a column per language made a page of 25 rows 125 cells
        // heavier, and turning a page became a long task.
        field: 'examples',
        headerName: t('train.intents.columns.examples'),
        description: t('train.intents.columns.examplesHint', {
          languages: format.list(
            LANGUAGE_VALUES.map(
              (language) => `${languageCode(language)} ${t(LANGUAGE_LABEL_KEYS[language])}`,
            ),
          ),
        }),
        minWidth: 250,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) =>
          LANGUAGE_VALUES.map(
            (language) =>
              `${languageCode(language)} ${format.number(row.exampleCounts[language] ?? 0)}`,
          ).join(' · '),
      },
      {
        field: 'problems',
        headerName: t('train.intents.columns.problems'),
        type: 'number',
        minWidth: 110,
        sortable: false,
      },
      {
        field: 'needsTraining',
        headerName: t('train.intents.columns.training'),
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.needsTraining ? (
            <Chip size="small" color="warning" label={t('train.intents.needsTraining')} />
          ) : (
            t('train.intents.trained')
          ),
      },
      {
        field: 'updatedAt',
        headerName: t('train.intents.columns.updatedAt'),
        minWidth: 170,
        valueFormatter: (_value, row) => format.dateTime(row.updatedAt),
      },
    ],
    [t, format],
  );
  return (
    <ServerDataGrid
      label={t('train.intents.label')}
      rows={rows}
      columns={columns}
      total={total}
      loading={loading}
      list={state}
      paging={INTENTS_PAGING}
      onChange={onChange}
      noRowsLabel={noRowsLabel}
      columnVisibilityModel={phone ? PHONE_HIDDEN : ALL_COLUMNS}
    />
  );
}
