import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../layout/ErrorState';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import type { Language } from '../../../lib/api-client/schema';
import { flowVersionQueries } from '../api/flowVersions';
import type { ComparedFlow } from './flowDiff';
import { FlowDiffView } from './FlowDiffView';

export interface DraftChangesProps {
  flowId: string;
  languages: readonly Language[];
  /** The draft as the editor has it. */
  draft: ComparedFlow;
  /** The level of this section's heading; the groups of changes come one below. */
  headingLevel: 3 | 4;
}

/**
 * The draft against the latest published version ("Changes since v3"): what publishing would
 * change, or what restoring an older version would throw away.
 */
export function DraftChanges({ flowId, languages, draft, headingLevel }: DraftChangesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const versions = useQuery(flowVersionQueries.list(flowId));
  const latest = versions.data?.items[0];
  const published = useQuery({
    ...flowVersionQueries.version(flowId, latest?.id ?? ''),
    enabled: latest !== undefined,
  });
  const failed = versions.isError ? versions : published.isError ? published : undefined;

  let content;
  if (failed) {
    content = <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  } else if (versions.data && !latest) {
    content = <Typography variant="body2">{t('flows.versions.firstPublication')}</Typography>;
  } else if (!published.data) {
    content = <SectionSkeleton rows={2} />;
  } else {
    content = (
      <FlowDiffView
        before={published.data}
        after={draft}
        languages={languages}
        headingLevel={(headingLevel + 1) as 4 | 5}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={`h${headingLevel}`} variant="subtitle1" sx={{ mb: 1 }}>
        {latest
          ? t('flows.versions.changesSince', { version: latest.number })
          : t('flows.versions.changes')}
      </Typography>
      {content}
    </Box>
  );
}
