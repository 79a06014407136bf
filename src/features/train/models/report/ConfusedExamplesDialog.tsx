import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../layout/ConfirmDialog';
import type { ConfusionCell } from '../../../../lib/api-client/schema';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { toIntent } from '../../routes';

/** The examples of one confusion, with the way to the intent where they can be fixed. */
export function ConfusedExamplesDialog({
  cell,
  onClose,
}: {
  cell: ConfusionCell | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actual = cell?.actual.name ?? '';
  const understood = cell?.understood?.name ?? t('train.report.nothing');
  return (
    <ConfirmDialog
      open={cell !== undefined}
      title={t('train.report.examplesTitle', { actual, understood })}
      text={t('train.report.examplesText', { actual, understood, count: cell?.count ?? 0 })}
      confirmLabel={t('train.report.openIntent', { name: actual })}
      confirmColor="primary"
      cancelLabel={t('forms.close')}
      onConfirm={() => cell && void navigate(toIntent(cell.actual.intentId))}
      onClose={onClose}
    >
      <List dense>
        {cell?.examples.map((example, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={example.text}
              secondary={t(LANGUAGE_LABEL_KEYS[example.language])}
            />
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
