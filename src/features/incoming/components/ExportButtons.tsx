import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTextFile } from '../../../lib/csv/downloadFile';
import type { ConversationSummary } from '../../../lib/api-client/schema';
import type { ConversationsParams } from '../api/conversations';
import { buildConversationsCsv, conversationsCsvFilename } from '../conversationsCsv';
import { ExportAllDialog } from './ExportAllDialog';

interface ExportButtonsProps {
  /** The rows on screen. */
  rows: ConversationSummary[];
  /** The list's filter and sort, for "all matching". */
  filter: Omit<ConversationsParams, 'page' | 'pageSize'>;
  /** How many conversations match the filter. */
  matching: number;
}

/**
 * CSV built in the browser (no export endpoint exists): the page on screen at once, or every
 * page of the filter through a dialog with progress.
 */
export function ExportButtons({ rows, filter, matching }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [allOpen, setAllOpen] = useState(false);
  const handleExport = () =>
    downloadTextFile(
      buildConversationsCsv(rows, t),
      conversationsCsvFilename(new Date()),
      'text/csv;charset=utf-8',
    );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon aria-hidden />}
        onClick={handleExport}
        disabled={rows.length === 0}
        title={t('incoming.export.hint')}
      >
        {t('incoming.export.button')}
      </Button>
      <Button variant="outlined" onClick={() => setAllOpen(true)} disabled={matching === 0}>
        {t('incoming.export.all')}
      </Button>
      <ExportAllDialog
        open={allOpen}
        filter={filter}
        matching={matching}
        onClose={() => setAllOpen(false)}
      />
    </>
  );
}
