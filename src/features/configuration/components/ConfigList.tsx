import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../layout/StatusChip';
import type { BotConfig } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { CONFIG_STATUS } from '../configStatus';
import { useSettingNames } from '../useSettingNames';
import { toConfiguration } from '../routes';

// Below `sm` only name and state fit; the rest is one tap away on the detail page.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The configurations: a short list, so a plain table (no paging) that links to each one. */
export function ConfigList({
  configs,
  botName,
}: {
  configs: BotConfig[];
  botName: (botId: string) => string;
}) {
  const { t } = useTranslation();
  const { languageName } = useSettingNames();
  const format = useFormat();
  return (
    <TableContainer>
      <Table aria-label={t('configuration.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('configuration.list.name')}
            </TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>
              {t('configuration.list.bot')}
            </TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>
              {t('configuration.list.speechService')}
            </TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>
              {t('configuration.list.languages')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('configuration.list.state')}
            </TableCell>
            <TableCell component="th" scope="col" sx={WIDE_ONLY}>
              {t('configuration.list.updated')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {configs.map((config) => (
            <TableRow key={config.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={toConfiguration(config.id)}>
                  {config.name}
                </Link>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{botName(config.botId)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{config.speechService}</TableCell>
              <TableCell sx={WIDE_ONLY}>{config.languages.map(languageName).join(', ')}</TableCell>
              <TableCell>
                <StatusChip
                  tone={CONFIG_STATUS[config.status].tone}
                  label={t(CONFIG_STATUS[config.status].key)}
                />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>
                {t('configuration.list.updatedBy', {
                  time: format.dateTime(config.updatedAt),
                  name: config.updatedBy ?? t('configuration.history.system'),
                })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
