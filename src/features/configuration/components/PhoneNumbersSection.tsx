import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { configQueries, useDeletePhoneNumber } from '../api/configurations';
import { formatPhoneNumber } from '../e164';
import { AddPhoneNumberDialog } from './AddPhoneNumberDialog';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The numbers that lead to this configuration: their own records, changed at once. */
export function PhoneNumbersSection({
  configId,
  readOnly,
}: {
  configId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const numbers = useQuery(configQueries.phoneNumbers(configId));
  const remove = useDeletePhoneNumber();
  const [adding, setAdding] = useState(false);
  const items = numbers.data?.items ?? [];
  return (
    <Stack component="section" aria-labelledby="phone-numbers-heading" sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography id="phone-numbers-heading" variant="h3" sx={{ fontSize: '1.15rem' }}>
          {t('configuration.phoneNumbers.title')}
        </Typography>
        {!readOnly && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('configuration.phoneNumbers.add')}
          </Button>
        )}
      </Stack>
      {numbers.isSuccess && items.length === 0 ? (
        <Typography variant="body2">{t('configuration.phoneNumbers.empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="phone-numbers-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('configuration.phoneNumbers.number')}
              </TableCell>
              <TableCell component="th" scope="col" sx={WIDE_ONLY}>
                {t('configuration.phoneNumbers.provider')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('configuration.phoneNumbers.environment')}
              </TableCell>
              <TableCell component="th" scope="col" sx={WIDE_ONLY}>
                {t('configuration.phoneNumbers.label')}
              </TableCell>
              {!readOnly && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((phone) => (
              <TableRow key={phone.id}>
                <TableCell component="th" scope="row">
                  {formatPhoneNumber(phone.number)}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{phone.provider}</TableCell>
                <TableCell>{t(`configuration.environment.${phone.environment}`)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{phone.label}</TableCell>
                {!readOnly && (
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('configuration.phoneNumbers.remove', {
                        number: formatPhoneNumber(phone.number),
                      })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(phone.id, {
                          onSuccess: () =>
                            notify({
                              message: t('configuration.phoneNumbers.removed', {
                                number: formatPhoneNumber(phone.number),
                              }),
                              severity: 'success',
                            }),
                        })
                      }
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!readOnly && (
        <AddPhoneNumberDialog open={adding} configId={configId} onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
}
