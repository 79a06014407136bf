import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
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
 * where examples are added), Train anyway or Cancel.
 */
export function TrainAnywayDialog({ open, problems, onTrain, onClose }: TrainAnywayDialogProps) {
  const { t } = useTranslation();
  const more = problems.length - NAMED;
  return (
    <ConfirmDialog
      open={open}
      title={t('train.training.problems.title')}
      text={t('train.training.problems.text', { count: problems.length })}
      confirmLabel={t('train.training.problems.confirm')}
      confirmColor="primary"
      onConfirm={onTrain}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
