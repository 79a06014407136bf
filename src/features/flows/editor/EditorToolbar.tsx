import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import KeyboardCommandKeyIcon from '@mui/icons-material/KeyboardCommandKey';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FLOW_NAME_LIMITS } from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNodeType } from '../../../lib/api-client/schema';
import { AddStepMenu } from './AddStepMenu';

export interface EditorToolbarProps {
  name: string;
  /** Why the name is not saved (a reason code): shown at the name field. */
  nameError?: string;
  onNameChange: (name: string) => void;
  readOnly: boolean;
  /** The selected step's title, when exactly one is selected. */
  selectedTitle: string | undefined;
  canUndo: boolean;
  canRedo: boolean;
  canDelete: boolean;
  onCommands: () => void;
  onAdd: (type: FlowNodeType) => void;
  onUndo: () => void;
  onRedo: () => void;
  onConnect: () => void;
  onTidyUp: () => void;
  onDelete: () => void;
  /** Versions, publishing and the save state, at the toolbar's end. */
  children: ReactNode;
}

/** The editor's name field and actions; editing actions only for those who may edit. */
export function EditorToolbar({
  name,
  nameError,
  onNameChange,
  readOnly,
  selectedTitle,
  canUndo,
  canRedo,
  canDelete,
  onCommands,
  onAdd,
  onUndo,
  onRedo,
  onConnect,
  onTidyUp,
  onDelete,
  children,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      role="toolbar"
      aria-label={t('flows.editor.toolbar')}
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={t('flows.editor.name')}
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FLOW_NAME_LIMITS.maxLength, readOnly } }}
        error={nameError !== undefined}
        helperText={nameError && fieldErrorMessage(t, nameError)}
      />
      <Button
        startIcon={<KeyboardCommandKeyIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onCommands}
      >
        {t('flows.editor.commands.open')}
      </Button>
      {!readOnly && (
        <>
          <AddStepMenu afterName={selectedTitle} onAdd={onAdd} />
          <Button startIcon={<UndoIcon />} disabled={!canUndo} onClick={onUndo}>
            {t('flows.editor.undo')}
          </Button>
          <Button startIcon={<RedoIcon />} disabled={!canRedo} onClick={onRedo}>
            {t('flows.editor.redo')}
          </Button>
          <Button
            startIcon={<LinkIcon />}
            disabled={selectedTitle === undefined}
            onClick={onConnect}
          >
            {t('flows.editor.connect')}
          </Button>
          <Button startIcon={<AccountTreeIcon />} onClick={onTidyUp}>
            {t('flows.editor.layout')}
          </Button>
          <Button startIcon={<DeleteIcon />} disabled={!canDelete} onClick={onDelete}>
            {t('flows.editor.deleteSelected')}
          </Button>
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Stack>
  );
}
