import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { errorBodyOf } from '../../../lib/api-client/apiErrors';
import type { BotConfig } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { useDeleteBotConfig } from '../api/configurations';
import { CONFIGURATION_PATH } from '../routes';

/** The configuration named `default` cannot be deleted: the button is not offered for it. */
export const DEFAULT_CONFIG_NAME = 'default';

/** Deletes the configuration after a confirmation, then goes back to the list. */
export function DeleteConfigButton({ config }: { config: BotConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const remove = useDeleteBotConfig();
  if (config.name === DEFAULT_CONFIG_NAME) return null;
  const confirm = () =>
    remove.mutate(config, {
      onSuccess: () => {
        notify({
          message: t('configuration.delete.done', { name: config.name }),
          severity: 'success',
        });
        void navigate(CONFIGURATION_PATH);
      },
      onError: (error) =>
        setProblem(
          errorBodyOf(error)?.code === 'default_config'
            ? t('configuration.errors.default_config')
            : t('errors.generic'),
        ),
    });
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {t('configuration.delete.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('configuration.delete.title', { name: config.name })}
        text={t('configuration.delete.explain')}
        confirmLabel={t('configuration.delete.confirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        busy={remove.isPending}
        problem={problem}
      />
    </>
  );
}
