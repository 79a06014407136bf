import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, type TrainingDataFormat } from '../../../lib/api-client/schema';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { FormatAndLanguage } from './FormatAndLanguage';
import { exportTrainingData } from '../api/trainingData';

/**
 * Downloads one language's examples as CSV, JSON or Rasa YAML (which the import reads back).
 * Nothing is saved: Cancel and Escape stay open to the person while the file is fetched.
 */
export function ExportDialog({
  open,
  onClose,
  language: initial,
}: {
  open: boolean;
  onClose: () => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<{ format: TrainingDataFormat; language: Language }>({
    format: 'csv',
    language: initial,
  });
  const download = useMutation({
    mutationFn: () => exportTrainingData(choice.format, choice.language),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      title={t('train.export.title')}
      submitLabel={t('train.export.download')}
      onSubmit={(event) => {
        event.preventDefault();
        download.mutate();
      }}
      onClose={onClose}
      submitDisabled={download.isPending}
      problem={download.isError ? t('train.export.failed') : undefined}
    >
      <FormatAndLanguage
        format={choice.format}
        language={choice.language}
        onChange={(patch) => setChoice((current) => ({ ...current, ...patch }))}
      />
    </FormDialog>
  );
}
