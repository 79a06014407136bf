import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../layout/DetailList';
import type { ImportReport } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';

const ERROR_CODES = [
  'syntax',
  'missing_column',
  'intent_name',
  'unknown_language',
  'empty_text',
  'too_long',
] as const;

/** Errors and conflicts beyond these are counted, not listed: the file is fixed and checked again. */
const SHOWN = 50;

/** What an import did or would do: counts, the examples left out, and each error with its line. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = (code: string) => {
    const known = ERROR_CODES.find((candidate) => candidate === code);
    return t(known ? `train.import.errors.${known}` : 'train.import.errors.unknown');
  };
  return (
    <Stack sx={{ gap: 2 }} role="region" aria-label={t('train.import.report')}>
      {report.errors.length > 0 ? (
        <Alert severity="error">
          <Typography>{t('train.import.refused', { count: report.errors.length })}</Typography>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {report.errors.slice(0, SHOWN).map((error) => (
              <li key={`${error.line}-${error.code}`}>
                {t('train.import.line', { line: error.line, reason: reason(error.code) })}
              </li>
            ))}
          </Stack>
        </Alert>
      ) : (
        <Alert severity={report.applied ? 'success' : 'info'}>
          {t(report.applied ? 'train.import.applied' : 'train.import.checked')}
        </Alert>
      )}
      <DetailList
        details={[
          { id: 'added', term: t('train.import.added'), value: format.number(report.added) },
          {
            id: 'duplicates',
            term: t('train.import.duplicates'),
            value: format.number(report.duplicates),
          },
          {
            id: 'newIntents',
            term: t('train.import.newIntents'),
            value: format.number(report.newIntents),
          },
          { id: 'removed', term: t('train.import.removed'), value: format.number(report.removed) },
          {
            id: 'conflicts',
            term: t('train.import.conflicts'),
            value: format.number(report.conflicts.length),
          },
        ]}
      />
      {report.conflicts.length > 0 && (
        <Stack component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('train.import.conflicts')}>
          {report.conflicts.slice(0, SHOWN).map((conflict) => (
            <li key={`${conflict.line}`}>
              {t('train.import.conflict', {
                line: conflict.line,
                text: conflict.text,
                intent: conflict.intent,
                existingIn: conflict.existingIn,
              })}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
