import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ImportReport,
  type ImportRequest,
  type Language,
  type TrainingDataFormat,
} from '../../../lib/api-client/schema';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { notify } from '../../../lib/notifications';
import { ImportReportView } from './ImportReportView';
import { FormatAndLanguage } from './FormatAndLanguage';
import { formatOfFile, useImport } from '../api/trainingData';

/** The contract's limit for a file's text. */
const MAX_BYTES = 5_000_000;

interface Choice {
  file: File | undefined;
  format: TrainingDataFormat;
  language: Language;
  mode: 'merge' | 'replace';
}

/**
 * Imports intents and examples from a file: always a dry run first, whose report lists what
 * would be added, what is already there, what another intent has, and every error with its line;
 * Import is offered only once the same file and choices passed it. A file with an error is never
 * applied (the server refuses it as a whole as well).
 */
export function ImportDialog({
  open,
  onClose,
  language,
}: {
  open: boolean;
  onClose: () => void;
  /** The interface language: the first choice for files that do not say theirs. */
  language: Language;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const modeId = useId();
  const run = useImport();
  const [choice, setChoice] = useState<Choice>({
    file: undefined,
    format: 'csv',
    language,
    mode: 'merge',
  });
  // The dry run's report and request, for exactly these choices; any change asks for a new
  // check. Import sends the checked request again: the file is read once, and what is imported
  // is exactly what was checked.
  const [checked, setChecked] = useState<{
    report: ImportReport;
    choice: Choice;
    request: ImportRequest;
  }>();
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<Choice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    setChecked(undefined);
    setProblem(undefined);
  };
  const close = () => {
    if (run.isPending) return;
    setChecked(undefined);
    setProblem(undefined);
    onClose();
  };

  const send = (request: ImportRequest) =>
    run.mutate(request, {
      onSuccess: (report) => {
        if (!report.applied) {
          setChecked({ report, choice, request });
          return;
        }
        notify({ message: t('train.import.done', { count: report.added }), severity: 'success' });
        close();
      },
      onError: () => setProblem(t('train.import.failed')),
    });

  const check = async () => {
    const { file, format, mode, language: fileLanguage } = choice;
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem(t('train.import.tooBig'));
      return;
    }
    setProblem(undefined);
    send({ format, mode, dryRun: true, content: await file.text(), language: fileLanguage });
  };
  const ready = checked?.choice === choice && checked.report.errors.length === 0;

  return (
    <FormDialog
      open={open}
      title={t('train.import.title')}
      submitLabel={t('train.import.apply')}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked && ready) send({ ...checked.request, dryRun: false });
      }}
      onClose={close}
      busy={run.isPending}
      // The check runs under the same flag, and saves nothing: the button keeps its word.
      busyLabel={t('train.import.apply')}
      submitDisabled={!ready}
      problem={problem}
      secondaryAction={
        <Button
          variant="outlined"
          disabled={!choice.file || run.isPending}
          onClick={() => void check()}
        >
          {t('train.import.check')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('train.import.explain')}</Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={fileId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
        >
          {t('train.import.choose')}
        </Button>
        <input
          id={fileId}
          type="file"
          accept=".csv,.json,.yml,.yaml"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            change({ file, format: (file && formatOfFile(file.name)) ?? choice.format });
          }}
        />
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {choice.file?.name ?? t('train.import.noFile')}
        </Typography>
      </Stack>
      <FormatAndLanguage
        format={choice.format}
        language={choice.language}
        onChange={change}
        languageHelp={t('train.import.languageHelp')}
      />
      <div>
        <FormLabel id={modeId}>{t('train.import.mode')}</FormLabel>
        <RadioGroup
          aria-labelledby={modeId}
          value={choice.mode}
          onChange={(event) =>
            change({ mode: event.target.value === 'replace' ? 'replace' : 'merge' })
          }
        >
          <FormControlLabel value="merge" control={<Radio />} label={t('train.import.merge')} />
          <FormControlLabel value="replace" control={<Radio />} label={t('train.import.replace')} />
        </RadioGroup>
      </div>
      {checked && <ImportReportView report={checked.report} />}
    </FormDialog>
  );
}
