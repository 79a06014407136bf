import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallTable } from '../../../../layout/SmallTable';
import { SHORTCUTS, shortcutText } from './shortcuts';

/** "?" in the editor: every key it knows, in a table. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('flows.keyboard.title')}</DialogTitle>
      {/* Scrolls on a phone: a Tab stop of its own, so the keys can scroll it. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <SmallTable
          label={t('flows.keyboard.title')}
          head={
            <>
              <TableCell>{t('flows.keyboard.keys')}</TableCell>
              <TableCell>{t('flows.keyboard.action')}</TableCell>
            </>
          }
        >
          {SHORTCUTS.map((shortcut) => (
            <TableRow key={shortcut.action}>
              <TableCell>
                <kbd>{shortcutText(shortcut.action)}</kbd>
              </TableCell>
              <TableCell>{t(`flows.keyboard.actions.${shortcut.action}`)}</TableCell>
            </TableRow>
          ))}
        </SmallTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('flows.keyboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
