import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SmallTable } from '../../../../layout/SmallTable';
import { StatusChip } from '../../../../layout/StatusChip';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { toFlowTest } from '../../routes';
import { TestActionsMenu, type TestActions } from './TestActionsMenu';

export interface TestsListProps extends TestActions {
  tests: readonly FlowTest[];
  flowName: (flowId: string) => string;
  /** The person may change tests (flows.edit): the actions are offered. */
  canEdit: boolean;
}

function EnabledChip({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      tone={enabled ? 'success' : 'unknown'}
      label={t(enabled ? 'flows.tests.enabled' : 'flows.tests.disabled')}
    />
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('flows.tests.noSuite')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" component="ul" sx={{ gap: 0.5, flexWrap: 'wrap', p: 0, m: 0 }}>
      {tags.map((tag) => (
        <Box component="li" key={tag} sx={{ listStyle: 'none' }}>
          <Chip size="small" label={tag} />
        </Box>
      ))}
    </Stack>
  );
}

const nameLink = (test: FlowTest) => (
  <Link
    component={RouterLink}
    to={toFlowTest(test.id)}
    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
  >
    {test.name}
  </Link>
);

/** At phone width a card per test: name, flow, suites, turns, state and the actions stay on screen. */
function TestCards({ tests, flowName, canEdit, ...actions }: TestsListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('flows.tests.list.label')} disablePadding>
      {tests.map((test) => (
        <ListItem key={test.id} divider sx={{ display: 'block', px: 0, py: 1.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {nameLink(test)}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {flowName(test.flowId)}
              </Typography>
            </Box>
            {canEdit && <TestActionsMenu test={test} {...actions} />}
          </Stack>
          <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <EnabledChip enabled={test.enabled} />
            <Typography variant="body2">
              {t('flows.tests.list.turns', { count: test.turns.length })}
            </Typography>
          </Stack>
          <Box sx={{ mt: 1 }}>
            <Tags tags={test.tags} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/** Wider than a phone: a small table, one row per test. */
function TestsTable({ tests, flowName, canEdit, ...actions }: TestsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SmallTable
      label={t('flows.tests.list.label')}
      head={
        <>
          <TableCell>{t('flows.tests.list.name')}</TableCell>
          <TableCell>{t('flows.tests.list.flow')}</TableCell>
          <TableCell>{t('flows.tests.list.suites')}</TableCell>
          <TableCell align="right">{t('flows.tests.list.turnsHeader')}</TableCell>
          <TableCell>{t('flows.tests.list.state')}</TableCell>
          {canEdit && <TableCell align="right">{t('flows.tests.list.actions')}</TableCell>}
        </>
      }
    >
      {tests.map((test) => (
        <TableRow key={test.id}>
          <TableCell component="th" scope="row">
            {nameLink(test)}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{flowName(test.flowId)}</TableCell>
          <TableCell>
            <Tags tags={test.tags} />
          </TableCell>
          <TableCell align="right">{format.number(test.turns.length)}</TableCell>
          <TableCell>
            <EnabledChip enabled={test.enabled} />
          </TableCell>
          {canEdit && (
            <TableCell align="right" sx={{ py: 0 }}>
              <TestActionsMenu test={test} {...actions} />
            </TableCell>
          )}
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** The tests of a bot or suite, by name. */
export function TestsList(props: TestsListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return phone ? <TestCards {...props} /> : <TestsTable {...props} />;
}
