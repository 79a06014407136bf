import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PanelId } from './panelFolds';
import type { WorkspacePanel } from './workspacePanel';

/**
 * On a phone the panels are bottom sheets over the canvas, one at a time, opened from a bar
 * below it. The sheet stays mounted when closed, so a test conversation goes on meanwhile.
 */
export function PanelSheets({
  panels,
  shown,
  onShow,
}: {
  panels: readonly WorkspacePanel[];
  /** The sheet open, if any (the editor opens the settings on Enter on a step). */
  shown: PanelId | undefined;
  onShow: (panel: PanelId | undefined) => void;
}) {
  const { t } = useTranslation();
  const setShown = onShow;
  const current = panels.find((panel) => panel.id === shown);
  return (
    <>
      <Stack
        role="toolbar"
        aria-label={t('flows.workspace.panels')}
        direction="row"
        sx={{ gap: 0.5, justifyContent: 'space-around', flexShrink: 0 }}
      >
        {panels.map((panel) => (
          <Button
            key={panel.id}
            size="small"
            startIcon={panel.icon}
            aria-haspopup="dialog"
            onClick={() => setShown(panel.id)}
            sx={{ minWidth: 0 }}
          >
            {panel.label}
          </Button>
        ))}
      </Stack>
      <Drawer
        anchor="bottom"
        open={current !== undefined}
        onClose={() => setShown(undefined)}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            'aria-label': current?.label,
            sx: { maxHeight: '75dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton
            aria-label={t('flows.workspace.closeSheet')}
            onClick={() => setShown(undefined)}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        {panels.map((panel) => (
          <Box key={panel.id} hidden={panel.id !== shown} sx={{ px: 1, pb: 2, overflowY: 'auto' }}>
            {panel.content}
          </Box>
        ))}
      </Drawer>
    </>
  );
}
