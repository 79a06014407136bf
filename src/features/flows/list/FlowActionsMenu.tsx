import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSummary } from '../../../lib/api-client/schema';

export interface FlowActionsProps {
  onDuplicate: (flow: FlowSummary) => void;
  onDelete: (flow: FlowSummary) => void;
}

/** "More actions" for one flow: duplicate it, or delete it (after a confirmation). */
export function FlowActionsMenu({
  flow,
  onDuplicate,
  onDelete,
}: FlowActionsProps & { flow: FlowSummary }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `flow-actions-${flow.id}`;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('flows.list.actions.menu', { name: flow.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onDuplicate(flow);
          }}
        >
          {t('flows.list.actions.duplicate')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete(flow);
          }}
          sx={{ color: 'error.dark' }}
        >
          {t('flows.list.actions.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
