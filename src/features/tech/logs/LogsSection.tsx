import DownloadIcon from '@mui/icons-material/Download';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TechSection } from '../components/TechSection';
import { EmptyState } from '../../../layout/EmptyState';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import { useListState } from '../../../lib/list-page';
import { botQueries } from '../../../lib/query';
import { downloadLogs } from './downloadLogs';
import { LogsFilters } from './LogsFilters';
import { LOGS_LIST } from './logParams';
import { MAX_LOG_LINES } from './logBuffer';
import { useLogTail } from './useLogTail';
import { VirtualLogList } from './VirtualLogList';

/**
 * The live log view: filters in the address, the newest lines on top, followed every 2 s (or
 * paused), a row opens to its whole entry, older lines on request, the filtered set as a file.
 */
export function LogsSection() {
  const { t } = useTranslation();
  const list = useListState(LOGS_LIST);
  const { state: filter } = list;
  const filterKey = JSON.stringify(filter);
  const tail = useLogTail(filter, filterKey);
  const bots = useQuery(botQueries.list());
  const botNames = useMemo(
    () => new Map(bots.data?.items.map((bot) => [bot.id, bot.name])),
    [bots.data],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const lines = tail.buffer.lines;

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const download = () => {
    setDownloading(true);
    void downloadLogs(tail.query()).finally(() => setDownloading(false));
  };

  return (
    <TechSection
      title={t('tech.logs.title')}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={tail.following ? <PauseIcon aria-hidden /> : <PlayArrowIcon aria-hidden />}
            onClick={() => tail.setFollowing(!tail.following)}
          >
            {tail.following ? t('tech.logs.pause') : t('tech.logs.follow')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={download}
            disabled={downloading}
          >
            {t('tech.logs.download')}
          </Button>
        </>
      }
    >
      <LogsFilters list={list} />
      <Typography role="status" variant="body2" color="text.secondary">
        {tail.state !== 'ready'
          ? ''
          : tail.following
            ? t('tech.logs.following', { count: lines.length })
            : t('tech.logs.paused', { count: lines.length })}
      </Typography>
      {tail.connectionLost && <Alert severity="warning">{t('tech.logs.connectionLost')}</Alert>}
      {tail.state === 'loading' ? (
        <SectionSkeleton rows={6} height={32} />
      ) : tail.state === 'failed' ? (
        <ErrorState error={tail.error} onRetry={tail.retry} />
      ) : lines.length === 0 ? (
        <EmptyState message={t('tech.logs.empty')} />
      ) : (
        <VirtualLogList
          lines={lines}
          expanded={expanded}
          onToggle={toggle}
          botName={(botId) => botNames.get(botId) ?? botId}
        />
      )}
      {tail.state === 'ready' &&
        tail.buffer.olderCursor !== null &&
        lines.length < MAX_LOG_LINES && (
          <Box>
            <Button onClick={tail.loadOlder} disabled={tail.loadingOlder}>
              {t('tech.logs.loadOlder')}
            </Button>
          </Box>
        )}
    </TechSection>
  );
}
