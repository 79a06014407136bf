import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import KeyboardCommandKeyIcon from '@mui/icons-material/KeyboardCommandKey';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { FLOW_NAME_LIMITS } from '../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../lib/forms/fieldErrorMessage';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FlowNodeType } from '../../../lib/api-client/schema';
import { FLOWS_PATH } from '../routes';
import { AddStepMenu } from './AddStepMenu';
import { ToolbarIconButton } from './ToolbarIconButton';

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
  /** How the steps read (the content language): after the actions, for readers and editors. */
  view: ReactNode;
  /** Versions, publishing and the save state, at the toolbar's end. */
  children: ReactNode;
}

/**
 * The editor's one toolbar: back to the list, the name, the actions (editing ones only for those
 * who may edit) and, at its end, versions, publishing and the save state. One line at every
 * width: the less frequent actions are icons, and on a phone the line scrolls sideways.
 */
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
  view,
  children,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      role="toolbar"
      aria-label={t('flows.editor.toolbar')}
      direction="row"
      sx={{
        gap: 0.5,
        alignItems: 'center',
        flexShrink: 0,
        overflowX: 'auto',
        // Room for the focus ring of the first and last control inside the scrolling line.
        p: 0.5,
        '& > *': { flexShrink: 0 },
      }}
    >
      <Tooltip title={t('flows.editor.back')}>
        <IconButton component={RouterLink} to={FLOWS_PATH} aria-label={t('flows.editor.back')}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <TextField
        size="small"
        label={t('flows.editor.name')}
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: FLOW_NAME_LIMITS.maxLength, readOnly } }}
        error={nameError !== undefined}
        helperText={nameError && fieldErrorMessage(t, nameError)}
        sx={{ width: { xs: 150, md: 220 } }}
      />
      <ToolbarIconButton
        label={t('flows.editor.commands.open')}
        icon={<KeyboardCommandKeyIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onCommands}
      />
      {!readOnly && (
        <>
          <AddStepMenu afterName={selectedTitle} onAdd={onAdd} />
          <ToolbarIconButton
            label={t('flows.editor.undo')}
            icon={<UndoIcon />}
            aria-keyshortcuts="Control+Z Meta+Z"
            disabled={!canUndo}
            onClick={onUndo}
          />
          <ToolbarIconButton
            label={t('flows.editor.redo')}
            icon={<RedoIcon />}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            disabled={!canRedo}
            onClick={onRedo}
          />
          <ToolbarIconButton
            label={t('flows.editor.connect')}
            icon={<LinkIcon />}
            disabled={selectedTitle === undefined}
            onClick={onConnect}
          />
          <ToolbarIconButton
            label={t('flows.editor.layout')}
            icon={<AccountTreeIcon />}
            onClick={onTidyUp}
          />
          <ToolbarIconButton
            label={t('flows.editor.deleteSelected')}
            icon={<DeleteIcon />}
            disabled={!canDelete}
            onClick={onDelete}
          />
        </>
      )}
      {view}
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Stack>
  );
}
