import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../../../lib/versioned-save/fieldPaths';
import { fieldLabel } from '../fieldLabel';
import { settingValue } from '../settingValue';
import { useSettingNames } from '../useSettingNames';

/** The settings that differ between two versions, before and after, as the form names them. */
export function ChangesTable({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  const { t } = useTranslation();
  const names = useSettingNames();
  if (changes.length === 0) {
    return <Typography variant="body2">{t('configuration.history.noChanges')}</Typography>;
  }
  return (
    <Table size="small">
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('configuration.history.setting')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('configuration.history.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('configuration.history.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.path}>
            <TableCell component="th" scope="row">
              {fieldLabel(t, change.path, names.languageName)}
            </TableCell>
            <TableCell>{settingValue(change.path, change.before, { t, ...names })}</TableCell>
            <TableCell>{settingValue(change.path, change.after, { t, ...names })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
