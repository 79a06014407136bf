import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { FlowNodeType } from '../../../../lib/api-client/schema';
import { NODE_TYPE_LABEL_KEYS } from '../../labels';
import { ADDABLE_TYPES } from '../commands';

export interface StepMenuTarget {
  nodeId: string;
  /** Where the finger (or the right click) was, in the window. */
  x: number;
  y: number;
}

export interface StepMenuProps {
  target: StepMenuTarget | undefined;
  /** The step's name, for the menu's own name. */
  stepName: string;
  readOnly: boolean;
  onClose: () => void;
  onSettings: () => void;
  onConnect: () => void;
  onDelete: () => void;
  onAdd: (type: FlowNodeType) => void;
}

/**
 * A step's menu, at the finger after a long press (or a right click): what a touch screen has no
 * keys for, on the step itself.
 */
export function StepMenu({
  target,
  stepName,
  readOnly,
  onClose,
  onSettings,
  onConnect,
  onDelete,
  onAdd,
}: StepMenuProps) {
  const { t } = useTranslation();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      open={target !== undefined}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.y, left: target.x } : undefined}
      slotProps={{ list: { 'aria-label': t('flows.stepMenu.label', { name: stepName }) } }}
    >
      <MenuItem onClick={run(onSettings)}>{t('flows.stepMenu.settings')}</MenuItem>
      {!readOnly && [
        <MenuItem key="connect" onClick={run(onConnect)}>
          {t('flows.editor.connect')}
        </MenuItem>,
        <MenuItem key="delete" onClick={run(onDelete)}>
          {t('flows.stepMenu.delete')}
        </MenuItem>,
        <ListSubheader key="add">{t('flows.stepMenu.addAfter')}</ListSubheader>,
        ...ADDABLE_TYPES.map((type) => (
          <MenuItem key={type} onClick={run(() => onAdd(type))}>
            {t(NODE_TYPE_LABEL_KEYS[type])}
          </MenuItem>
        )),
      ]}
    </Menu>
  );
}
