import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SmallTable } from '../../../../layout/SmallTable';
import type { IntentFigures } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { toIntent } from '../../routes';

/** Each intent's precision, recall and F1, the weakest first: where training helps most. */
export function IntentFiguresTable({ intents }: { intents: readonly IntentFigures[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const weakestFirst = [...intents].sort(
    (a, b) => a.f1 - b.f1 || a.intent.name.localeCompare(b.intent.name),
  );
  return (
    <SmallTable
      label={t('train.report.intentsTitle')}
      head={
        <>
          <TableCell>{t('train.report.intent')}</TableCell>
          <TableCell align="right">{t('train.report.precision')}</TableCell>
          <TableCell align="right">{t('train.report.recall')}</TableCell>
          <TableCell align="right">{t('train.models.f1')}</TableCell>
          <TableCell align="right">{t('train.models.examples')}</TableCell>
        </>
      }
    >
      {weakestFirst.map((row) => (
        <TableRow key={row.intent.intentId}>
          <TableCell component="th" scope="row">
            <Link component={RouterLink} to={toIntent(row.intent.intentId)}>
              {row.intent.name}
            </Link>
          </TableCell>
          <TableCell align="right">{format.percent(row.precision)}</TableCell>
          <TableCell align="right">{format.percent(row.recall)}</TableCell>
          <TableCell align="right">{format.number(row.f1)}</TableCell>
          <TableCell align="right">{format.number(row.examples)}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}
