import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../../lib/api-client/schema';
import type { ComparedFlow } from './flowDiff';
import { VersionsDrawer } from './VersionsDrawer';

export interface VersionsButtonProps {
  flow: Flow;
  /** The draft version a restoration replaces. */
  draftVersion: number;
  /** The draft as the editor has it. */
  graph: ComparedFlow;
  /** A version became the draft: the editor loads this flow. */
  onRestored: (flow: Flow) => void;
}

/** "Versions" in the editor's toolbar: opens the versions drawer (for everyone who can read). */
export function VersionsButton({ flow, draftVersion, graph, onRestored }: VersionsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<HistoryIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('flows.versions.open')}
      </Button>
      <VersionsDrawer
        open={open}
        onClose={() => setOpen(false)}
        flow={flow}
        draftVersion={draftVersion}
        graph={graph}
        onRestored={onRestored}
      />
    </>
  );
}
