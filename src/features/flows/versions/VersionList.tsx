import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowVersionSummary } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { toFlowTestRun } from '../routes';

/**
 * One published version: number, who published it when, the notes, how the bot's tests fared
 * when it was published (and who published over newly failing ones), and the way back to it.
 */
function VersionItem({
  version,
  current,
  onRestore,
}: {
  version: FlowVersionSummary;
  /** The version the bot uses now (the newest). */
  current: boolean;
  onRestore: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" variant="subtitle1">
          {t('flows.list.version', { version: version.number })}
        </Typography>
        {current && <Chip size="small" color="success" label={t('flows.versions.current')} />}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('flows.versions.publishedBy', {
          name: version.publishedBy,
          time: format.dateTime(version.publishedAt),
        })}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          fontStyle: version.notes ? undefined : 'italic',
        }}
      >
        {version.notes || t('flows.versions.noNotes')}
      </Typography>
      {version.tests && (
        <Typography variant="body2">
          <Link component={RouterLink} to={toFlowTestRun(version.tests.runId)}>
            {t('flows.versions.tests', {
              passed: version.tests.passed,
              failed: version.tests.failed,
            })}
          </Link>
          {version.tests.acceptedBy !== null &&
            ` · ${t('flows.versions.testsAccepted', {
              count: version.tests.newlyFailing,
              name: version.tests.acceptedBy,
            })}`}
        </Typography>
      )}
      {onRestore && (
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          aria-describedby={headingId}
          aria-haspopup="dialog"
          onClick={onRestore}
          sx={{ justifySelf: 'start' }}
        >
          {t('flows.versions.restore')}
        </Button>
      )}
    </Box>
  );
}

export interface VersionListProps {
  versions: readonly FlowVersionSummary[];
  /** Without the right to edit flows: undefined, and no version offers to be restored. */
  onRestore: ((version: FlowVersionSummary) => void) | undefined;
}

/** The published versions, newest first. */
export function VersionList({ versions, onRestore }: VersionListProps) {
  const { t } = useTranslation();
  if (versions.length === 0) {
    return <Typography variant="body2">{t('flows.versions.neverPublished')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {versions.map((version, index) => (
        <VersionItem
          key={version.id}
          version={version}
          current={index === 0}
          onRestore={onRestore && (() => onRestore(version))}
        />
      ))}
    </Box>
  );
}
