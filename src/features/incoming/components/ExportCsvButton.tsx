import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '../../../lib/api-client/schema';
import { buildConversationsCsv, conversationsCsvFilename } from '../conversationsCsv';
import { downloadTextFile } from '../../../lib/csv/downloadFile';

/** Downloads the rows on screen as CSV, built in the browser (no export endpoint exists). */
export function ExportCsvButton({ rows }: { rows: ConversationSummary[] }) {
  const { t } = useTranslation();
  const handleExport = () =>
    downloadTextFile(
      buildConversationsCsv(rows, t),
      conversationsCsvFilename(new Date()),
      'text/csv;charset=utf-8',
    );
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon aria-hidden />}
      onClick={handleExport}
      disabled={rows.length === 0}
      title={t('incoming.export.hint')}
    >
      {t('incoming.export.button')}
    </Button>
  );
}
