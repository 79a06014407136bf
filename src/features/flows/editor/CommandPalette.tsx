import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from './commands';

// Long flows have a thousand steps: the list shows the best fifty matches.
const filter = createFilterOptions<Command>({ limit: 50 });

/** Every editor action and every step, found by typing: the keyboard's way around the editor. */
export function CommandPalette({
  open,
  commands,
  onClose,
}: {
  open: boolean;
  commands: readonly Command[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('flows.editor.commands.title')}</DialogTitle>
      <DialogContent>
        <Autocomplete<Command>
          open
          autoHighlight
          disablePortal
          options={commands}
          groupBy={(command) => t(`flows.editor.commands.groups.${command.group}`)}
          getOptionLabel={(command) => command.label}
          // Steps may share a name ("Say"); MUI keys options by their label unless told.
          getOptionKey={(command) => command.id}
          filterOptions={filter}
          noOptionsText={t('flows.editor.commands.none')}
          onChange={(_event, command) => {
            if (!command) return;
            onClose();
            command.run();
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={t('flows.editor.commands.search')}
              sx={{ mt: 1 }}
            />
          )}
          slotProps={{ listbox: { sx: { maxHeight: '50vh' } } }}
        />
      </DialogContent>
    </Dialog>
  );
}
