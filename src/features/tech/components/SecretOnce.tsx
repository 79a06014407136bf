import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../layout/CopyButton';

export interface SecretOnceProps {
  /** The secret, or null when nothing is to be shown. */
  secret: string | null;
  title: string;
  onClose: () => void;
}

/**
 * A new key or signing secret, shown this one time: the server never returns it again, so the
 * person copies it now. The value lives only in the caller's state while this is open; closing
 * forgets it (nothing in the query cache or web storage).
 */
export function SecretOnce({ secret, title, onClose }: SecretOnceProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('tech.secret.warning')}
        </Alert>
        <Box
          component="code"
          aria-label={t('tech.secret.value')}
          sx={{
            display: 'block',
            p: 1.5,
            mb: 2,
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontFamily: 'monospace',
            overflowWrap: 'anywhere',
          }}
        >
          {secret}
        </Box>
        <CopyButton text={secret ?? ''} label={t('tech.secret.copy')} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('tech.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
