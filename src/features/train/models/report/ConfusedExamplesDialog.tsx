import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../layout/ConfirmDialog';
import type { ConfusedExample, ConfusionCell } from '../../../../lib/api-client/schema';
import { hasPermission, useMe } from '../../../../lib/query';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { AlikeExample } from '../../duplicates/AlikeExample';
import { RemoveExampleButton } from '../../duplicates/RemoveExampleButton';
import { toIntent } from '../../routes';

/**
 * One confused example: the example the understood intent has worded like it (a duplicate
 * pulls the understanding two ways), and the one-click fixes, taking it out of either intent.
 */
function ConfusedExampleItem({
  example,
  cell,
  canEdit,
}: {
  example: ConfusedExample;
  cell: ConfusionCell;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { alike, exampleId } = example;
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography lang={example.language} sx={{ overflowWrap: 'anywhere' }}>
        {example.text}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(LANGUAGE_LABEL_KEYS[example.language])}
        {exampleId === null && ` · ${t('train.duplicates.noLonger', { intent: cell.actual.name })}`}
      </Typography>
      {alike && <AlikeExample example={alike} language={example.language} />}
      {canEdit && (exampleId !== null || alike) && (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {exampleId !== null && (
            <RemoveExampleButton
              exampleId={exampleId}
              text={example.text}
              intentName={cell.actual.name}
            />
          )}
          {alike && (
            <RemoveExampleButton
              exampleId={alike.exampleId}
              text={alike.text}
              intentName={alike.intentName}
            />
          )}
        </Stack>
      )}
    </ListItem>
  );
}

/**
 * The examples of one confusion, each with the alike example that pulled it the other way and
 * its fixes, and the way to the intent where they can be changed.
 */
export function ConfusedExamplesDialog({
  cell,
  onClose,
}: {
  cell: ConfusionCell | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canEdit = hasPermission(me, 'nlu.edit');
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
          <ConfusedExampleItem key={index} example={example} cell={cell} canEdit={canEdit} />
        ))}
      </List>
    </ConfirmDialog>
  );
}
