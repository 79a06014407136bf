import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Shows or hides the docked panels: the canvas takes their room while they are hidden. */
export function DockToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('flows.workspace.panels')}>
      <IconButton
        aria-label={t('flows.workspace.panels')}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        <ViewSidebarIcon />
      </IconButton>
    </Tooltip>
  );
}
