import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { IntentSummary } from '../../../lib/api-client/schema';
import { TRAIN_PATH, toIntent } from '../routes';

/** Named with a link each; the rest are counted, with a link to the list and its Problems column. */
const NAMED = 5;

interface TrainAnywayDialogProps {
  open: boolean;
  /** The intents with problems, by name. */
  problems: IntentSummary[];
  onTrain: () => void;
  onClose: () => void;
}

/**
 * Asks before training while intents have problems: how many, which (each a link to the intent,
 * where examples are added), Train anyway or Cancel. Laid out as the portal's ConfirmDialog
 * (Cancel has the focus), which takes plain text only and so cannot hold the links.
 */
export function TrainAnywayDialog({ open, problems, onTrain, onClose }: TrainAnywayDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const more = problems.length - NAMED;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('train.training.problems.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('train.training.problems.text', { count: problems.length })}
        </DialogContentText>
        <Stack component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
          {problems.slice(0, NAMED).map((intent) => (
            <li key={intent.id}>
              <Link component={RouterLink} to={toIntent(intent.id)}>
                {intent.name}
              </Link>
            </li>
          ))}
          {more > 0 && (
            <li>
              {/* The list is the page under this dialog: the link closes it too. */}
              <Link component={RouterLink} to={TRAIN_PATH} onClick={onClose}>
                {t('train.training.problems.more', { count: more })}
              </Link>
            </li>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('forms.cancel')}
        </Button>
        <Button variant="contained" onClick={onTrain}>
          {t('train.training.problems.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
