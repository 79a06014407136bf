import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ConfusionCell, IntentFigures } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';

/** The column of examples the model recognised as no intent. */
const NOTHING = '';

/**
 * Rows: the intent an example belongs to; columns: what the model understood (nothing
 * recognised last). A count off the diagonal is a button that shows its examples. The table
 * scrolls sideways in its own focusable region where the window is narrower than it.
 */
export function ConfusionMatrix({
  intents,
  cells,
  onOpen,
}: {
  intents: readonly IntentFigures[];
  cells: readonly ConfusionCell[];
  onOpen: (cell: ConfusionCell) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const byPair = new Map(
    cells.map((cell) => [`${cell.actual.intentId}\n${cell.understood?.intentId ?? NOTHING}`, cell]),
  );
  const columns = [
    ...intents.map(({ intent }) => ({ id: intent.intentId, name: intent.name })),
    { id: NOTHING, name: t('train.report.nothing') },
  ];
  const label = t('train.report.matrixTitle');
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('train.report.actual')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} align="right">
                {column.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {intents.map(({ intent }) => (
            <TableRow key={intent.intentId}>
              <TableCell component="th" scope="row">
                {intent.name}
              </TableCell>
              {columns.map((column) => {
                const cell = byPair.get(`${intent.intentId}\n${column.id}`);
                const right = column.id === intent.intentId;
                return (
                  <TableCell key={column.id} align="right" sx={right ? { fontWeight: 700 } : {}}>
                    {cell && !right ? (
                      <Button
                        size="small"
                        color="warning"
                        sx={{ minWidth: 0 }}
                        aria-label={t('train.report.cell', {
                          count: cell.count,
                          actual: intent.name,
                          understood: column.name,
                        })}
                        onClick={() => onOpen(cell)}
                      >
                        {format.number(cell.count)}
                      </Button>
                    ) : cell ? (
                      format.number(cell.count)
                    ) : (
                      ''
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
