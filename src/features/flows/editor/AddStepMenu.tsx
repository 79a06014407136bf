import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNodeType } from '../../../lib/api-client/schema';
import { useMenuAnchor } from '../../../layout/useMenuAnchor';
import { NODE_TYPE_LABEL_KEYS } from '../labels';
import { ADDABLE_TYPES } from './commands';

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** "Add step" (after the selected step, when one is): the keyboard's way to create nodes. */
export function AddStepMenu({
  afterName,
  onAdd,
}: {
  afterName: string | undefined;
  onAdd: (type: FlowNodeType) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const { anchorEl, open, handleOpen, handleClose } = useMenuAnchor();
  const label = afterName
    ? t('flows.editor.addStepAfter', { name: afterName })
    : t('flows.editor.addStep');
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        onClick={handleOpen}
        // A long step name is cut on screen; the button's name keeps all of it.
        sx={{ maxWidth: { xs: 180, md: 300 } }}
      >
        <span style={ELLIPSIS}>{label}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={handleClose}>
        {ADDABLE_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              handleClose();
              onAdd(type);
            }}
          >
            {t(NODE_TYPE_LABEL_KEYS[type])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
