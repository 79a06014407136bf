import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LogEntry, LogLevel } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { componentLabel } from '../../../lib/vocabulary/componentLabel';
import { LEVEL_KEYS, logsHref } from './logParams';
import { toCallLatency } from '../routes';

// Text colours with at least 4.5:1 on white; the level is also written out.
const LEVEL_COLORS: Record<LogLevel, string> = {
  debug: '#5f6368',
  info: '#1a5fb4',
  warn: '#8a4b00',
  error: '#b3261e',
};

export interface LogRowProps {
  line: LogEntry;
  expanded: boolean;
  onToggle: () => void;
  botName: (botId: string) => string;
}

/** One log line: time, level, component, bot and message; opened, the whole entry as JSON. */
export function LogRow({ line, expanded, onToggle, botName }: LogRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const detailsId = `${line.id}-details`;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        sx={{
          width: '100%',
          // One line of text fits: rows stay 40 px unless a narrow screen wraps them.
          minHeight: 40,
          justifyContent: 'flex-start',
          textAlign: 'start',
          px: 1,
          py: 0.75,
          gap: 1,
          alignItems: 'baseline',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
        }}
      >
        {expanded ? (
          <ExpandLessIcon aria-hidden fontSize="small" />
        ) : (
          <ExpandMoreIcon aria-hidden fontSize="small" />
        )}
        <Typography
          component="span"
          variant="body2"
          sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
        >
          {format.time(line.at, { seconds: true })}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 700, color: LEVEL_COLORS[line.level], minWidth: '4.5rem' }}
        >
          {t(LEVEL_KEYS[line.level])}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          // On a phone a long component and bot name wraps instead of widening the page.
          sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' }, overflowWrap: 'anywhere' }}
        >
          {componentLabel(t, line.component)}
          {line.botId ? ` · ${botName(line.botId)}` : ''}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          // On a phone the message has a line of its own: beside a short component name it got
          // what was left of the first line and wrapped letter by letter.
          sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0, flexBasis: { xs: '100%', md: 0 } }}
        >
          {line.message}
        </Typography>
      </ButtonBase>
      {expanded && (
        <Box id={detailsId} sx={{ px: 2, pb: 1.5 }}>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
            {line.traceId && (
              <Link component={RouterLink} to={logsHref({ q: line.traceId })}>
                {t('tech.logs.sameTrace', { trace: line.traceId })}
              </Link>
            )}
            {line.conversationId && (
              <Link component={RouterLink} to={toCallLatency(line.conversationId)}>
                {t('tech.logs.callLatency')}
              </Link>
            )}
          </Stack>
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('tech.logs.entry')}
            sx={{
              m: 0,
              p: 1,
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontSize: '0.8125rem',
              overflowX: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {JSON.stringify(line, null, 2)}
          </Box>
        </Box>
      )}
    </Box>
  );
}
