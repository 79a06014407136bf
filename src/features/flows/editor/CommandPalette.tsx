import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createFilterOptions } from '@mui/material/useAutocomplete';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from './commands';

// Long flows have a thousand steps: the list shows the best fifty matches. MUI's matcher (case
// and accents ignored, anywhere in the label), without the Autocomplete around it: its popup,
// kept open inside a dialog, was clipped under the field and ate the dialog's first Escape.
const filter = createFilterOptions<Command>({ limit: 50 });

/** The keys that move the active option, and by how much. */
const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/** Consecutive matches of one group, under one heading (the commands come grouped). */
function groupRuns(matches: readonly Command[]) {
  const runs: { group: Command['group']; first: number; commands: Command[] }[] = [];
  matches.forEach((command, index) => {
    const last = runs.at(-1);
    if (last?.group === command.group) last.commands.push(command);
    else runs.push({ group: command.group, first: index, commands: [command] });
  });
  return runs;
}

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
      {/* Inside the dialog, so each opening starts with an empty search. */}
      <PaletteSearch titleId={titleId} commands={commands} onClose={onClose} />
    </Dialog>
  );
}

/**
 * The ARIA combobox pattern: the focus stays in the field, the arrows move the active option
 * (aria-activedescendant), Enter runs it. Escape is left to the dialog, which closes.
 */
function PaletteSearch({
  titleId,
  commands,
  onClose,
}: {
  titleId: string;
  commands: readonly Command[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = filter([...commands], { inputValue: query, getOptionLabel: (c) => c.label });
  // The commands may change while the palette is open: the active one stays within the list.
  const current = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = matches.length > 0 ? optionId(current) : undefined;

  useEffect(() => {
    // The active option stays in sight as the arrows move it (jsdom has no scrollIntoView).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter also ends an input method's composition (Japanese): that Enter is the IME's.
    if (event.nativeEvent.isComposing) return;
    const step = STEPS[event.key];
    if (step !== undefined && matches.length > 0) {
      event.preventDefault();
      // Wraps around, as MUI's own lists do.
      setActive((current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(matches[current]);
    }
  };

  return (
    <DialogContent>
      <TextField
        autoFocus
        fullWidth
        label={t('flows.editor.commands.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': matches.length > 0,
            'aria-controls': matches.length > 0 ? `${id}-listbox` : undefined,
            'aria-activedescendant': activeId,
            autoComplete: 'off',
            spellCheck: false,
          },
        }}
      />
      {/* Always there, so that screen readers announce it when it fills. */}
      <Typography role="status" color="text.secondary" sx={{ mt: matches.length ? 0 : 2 }}>
        {matches.length === 0 && t('flows.editor.commands.none')}
      </Typography>
      {matches.length > 0 && (
        <Box
          role="listbox"
          id={`${id}-listbox`}
          aria-labelledby={titleId}
          sx={{ mt: 1, maxHeight: '50vh', overflowY: 'auto' }}
        >
          {groupRuns(matches).map((section) => (
            // A group named by its heading; the heading itself is no option.
            <Box key={section.first} role="group" aria-labelledby={`${id}-group-${section.first}`}>
              <ListSubheader
                component="div"
                role="presentation"
                id={`${id}-group-${section.first}`}
              >
                {t(`flows.editor.commands.groups.${section.group}`)}
              </ListSubheader>
              {section.commands.map((command, offset) => {
                const index = section.first + offset;
                return (
                  <ListItemButton
                    // Steps may share a name ("Say"): keyed by id, not by label.
                    key={command.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    selected={index === current}
                    // The focus stays in the search field; a click runs the command.
                    tabIndex={-1}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== current && setActive(index)}
                    onClick={() => run(command)}
                    // The keys for screen readers in the form ARIA reads ("Control+Z").
                    aria-keyshortcuts={command.shortcut
                      ?.replace('Ctrl', 'Control')
                      .replace('⌘', 'Meta')}
                    sx={{ justifyContent: 'space-between', gap: 2 }}
                  >
                    {command.label}
                    {command.shortcut && (
                      <Box
                        component="kbd"
                        aria-hidden
                        sx={{ color: 'text.secondary', fontSize: '0.85em' }}
                      >
                        {command.shortcut}
                      </Box>
                    )}
                  </ListItemButton>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
    </DialogContent>
  );
}
