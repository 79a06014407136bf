import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsDialog, type TranslationsDialogProps } from './TranslationsDialog';

/** "Translations" in the editor's toolbar: every text of the flow by language. */
export function TranslationsButton(props: Omit<TranslationsDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<TranslateIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('flows.translations.open')}
      </Button>
      {open && <TranslationsDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
