import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../lib/api-client/apiErrors';
import { notify } from '../../../lib/notifications';
import { useRemoveExample } from '../api/intents';

/**
 * The one-click fix of a duplicate: takes the example out of the intent named on the button.
 * The change waits for the next training; an example removed meanwhile is said to be gone.
 */
export function RemoveExampleButton({
  exampleId,
  text,
  intentName,
}: {
  exampleId: string;
  text: string;
  intentName: string;
}) {
  const { t } = useTranslation();
  const remove = useRemoveExample();
  return (
    <Button
      size="small"
      variant="outlined"
      color="warning"
      disabled={remove.isPending}
      aria-label={t('train.duplicates.removeNamed', { intent: intentName, text })}
      onClick={() =>
        remove.mutate(exampleId, {
          onSuccess: () =>
            notify({
              message: t('train.duplicates.removed', { intent: intentName, text }),
              severity: 'success',
            }),
          onError: (error) =>
            notify(
              isNotFound(error)
                ? { message: t('train.duplicates.gone', { text }), severity: 'info' }
                : { message: t('errors.generic'), severity: 'error' },
            ),
        })
      }
    >
      {t('train.duplicates.remove', { intent: intentName })}
    </Button>
  );
}
