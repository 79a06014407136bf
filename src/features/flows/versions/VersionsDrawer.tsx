import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSkeleton } from '../../../layout/SectionSkeleton';
import type { Flow, FlowVersionSummary } from '../../../lib/api-client/schema';
import { hasPermission, useMe } from '../../../lib/query';
import { flowVersionQueries } from '../api/flowVersions';
import { DraftChanges } from './DraftChanges';
import type { ComparedFlow } from './flowDiff';
import { RestoreVersionDialog } from './RestoreVersionDialog';
import { VersionList } from './VersionList';
import { QueryStates } from '../../../lib/query/QueryStates';

export interface VersionsDrawerProps {
  open: boolean;
  onClose: () => void;
  flow: Flow;
  /** The draft version a restoration replaces. */
  draftVersion: number;
  /** The draft as the editor has it. */
  graph: ComparedFlow;
  /** A version became the draft: the editor loads this flow. */
  onRestored: (flow: Flow) => void;
}

/** The published versions (loaded while the drawer is open) and the way back to each. */
function VersionsSection({
  flow,
  draftVersion,
  graph,
  onRestored,
}: Omit<VersionsDrawerProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: me } = useMe();
  const versions = useQuery(flowVersionQueries.list(flow.id));
  const [restoring, setRestoring] = useState<FlowVersionSummary>();
  const canEdit = hasPermission(me, 'flows.edit');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {t('flows.versions.published')}
      </Typography>
      <QueryStates query={versions} loading={<SectionSkeleton rows={3} />}>
        {(list) => (
          <VersionList versions={list.items} onRestore={canEdit ? setRestoring : undefined} />
        )}
      </QueryStates>
      {restoring && (
        <RestoreVersionDialog
          flow={flow}
          version={restoring}
          draftVersion={draftVersion}
          draftName={graph.name}
          onClose={() => setRestoring(undefined)}
          onRestored={(restored) => {
            setRestoring(undefined);
            onRestored(restored);
          }}
        />
      )}
    </Box>
  );
}

/**
 * The flow's versions in a drawer from the right (the whole width on a phone): first what the
 * draft changes against the published version, then every published version, newest first,
 * each with "Restore as draft" for those who may edit.
 */
export function VersionsDrawer({
  open,
  onClose,
  flow,
  draftVersion,
  graph,
  onRestored,
}: VersionsDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Stack sx={{ p: 2, gap: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('flows.versions.title', { name: graph.name })}
          </Typography>
          <IconButton aria-label={t('flows.versions.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <DraftChanges flowId={flow.id} languages={flow.languages} draft={graph} headingLevel={3} />
        <VersionsSection
          flow={flow}
          draftVersion={draftVersion}
          graph={graph}
          onRestored={(restored) => {
            onClose();
            onRestored(restored);
          }}
        />
      </Stack>
    </Drawer>
  );
}
