import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowNode, type Language } from '../../../lib/api-client/schema';
import { downloadTextFile } from '../../../lib/csv/downloadFile';
import { usePendingInput } from '../../../lib/edit-session';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import type { KeptDraft } from '../editor/keptDraft';
import {
  flowTextRows,
  placeOf,
  textMaxLength,
  isMissing,
  rowsForTranslation,
  withTexts,
  type FlowTextRow,
  type TextChange,
} from '../model/flowTexts';
import { ImportPreview, type ImportResult } from './ImportPreview';
import { exportTranslations, readTranslations } from './translationsCsv';

export interface TranslationsDialogProps {
  nodes: readonly FlowNode[];
  languages: readonly Language[];
  flowName: string;
  readOnly: boolean;
  /** A step's title as the canvas shows it (its label, else its kind). */
  stepTitle: (node: FlowNode) => string;
  /** Texts to set, as one change of the flow (one undo step, saved with the draft). */
  onChange: (changes: TextChange[]) => void;
  onClose: () => void;
}

/** The language most texts are missing in: where a translator starts. */
function mostMissing(rows: readonly FlowTextRow[], languages: readonly Language[]): Language {
  const missing = (language: Language) => rows.filter((row) => isMissing(row, language)).length;
  return [...languages].sort((a, b) => missing(b) - missing(a))[0];
}

/**
 * Every text of the flow by language, the ones missing in the chosen language first: each can be
 * typed, or copied from another language; the whole flow goes out to a translator as CSV and
 * comes back through a preview that changes nothing until it is confirmed. A typed text is
 * applied when its field is left, and counts as unsaved work of the flow until then.
 */
export function TranslationsDialog({
  nodes,
  languages,
  flowName,
  readOnly,
  stepTitle,
  onChange,
  onClose,
}: TranslationsDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const fileId = useId();
  const rows = useMemo(() => flowTextRows(nodes), [nodes]);
  const [into, setInto] = useState<Language>(() => mostMissing(rows, languages));
  const [from, setFrom] = useState<Language>(
    () => languages.find((language) => language !== into) ?? into,
  );
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [imported, setImported] = useState<ImportResult>();
  // The order is taken when the language changes, not at every keystroke: a row filled in stays
  // put. A text that appears meanwhile (a reprompt imported) comes last.
  const firstOrder = useMemo(() => rowsForTranslation(rows, into), [into]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = new Map(rows.map((row) => [row.id, row]));
  const listed = new Set(firstOrder.map((row) => row.id));
  const ordered = [...firstOrder, ...rows.filter((row) => !listed.has(row.id))];
  const languageName = (language: Language) => t(LANGUAGE_LABEL_KEYS[language]);
  const fieldName = (row: FlowTextRow) =>
    t(`flows.translations.groups.${row.group}`, { number: row.number });
  // A row is told apart from others of its kind by the start of its text, in the flow's first
  // language that has one: the same whichever languages are being worked on.
  const rowName = (row: FlowTextRow) => {
    const written = languages.map((language) => row.texts[language]?.trim()).find(Boolean);
    const title = stepTitle(row.node);
    if (!written) return title;
    return `${title}: ${written.length > 40 ? `${written.slice(0, 39)}…` : written}`;
  };
  const missingCount = rows.filter((row) => row.required && isMissing(row, into)).length;

  const pending = (): TextChange[] =>
    Object.entries(edits).flatMap(([id, text]) => {
      const row = current.get(id);
      return row && text !== (row.texts[into] ?? '')
        ? [{ nodeId: row.node.id, ...placeOf(row), language: into, text }]
        : [];
    });
  const applyEdits = () => {
    const changes = pending();
    if (changes.length > 0) onChange(changes);
    setEdits({});
  };
  usePendingInput<KeptDraft>('translations', !readOnly && pending().length > 0, {
    apply: (draft) => ({ ...draft, graph: withTexts(draft.graph, pending()) }),
    commit: applyEdits,
  });

  const copyInto = (targets: readonly FlowTextRow[]) => {
    const changes = targets.flatMap((row) => {
      const source = row.texts[from];
      return source?.trim()
        ? [{ nodeId: row.node.id, ...placeOf(row), language: into, text: source }]
        : [];
    });
    if (changes.length > 0) onChange(changes);
  };
  const copyableMissing = rows.filter((row) => isMissing(row, into) && row.texts[from]?.trim());

  const close = () => {
    applyEdits();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('flows.translations.title', { name: flowName })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              size="small"
              label={t('flows.translations.into')}
              value={into}
              onChange={(event) => {
                applyEdits();
                const language = event.target.value as Language;
                setInto(language);
                if (language === from)
                  setFrom(languages.find((other) => other !== language) ?? from);
              }}
              sx={{ minWidth: 200 }}
            >
              {languages.map((language) => (
                <MenuItem key={language} value={language}>
                  {languageName(language)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('flows.translations.from')}
              value={from}
              onChange={(event) => setFrom(event.target.value as Language)}
              sx={{ minWidth: 200 }}
            >
              {languages
                .filter((language) => language !== into)
                .map((language) => (
                  <MenuItem key={language} value={language}>
                    {languageName(language)}
                  </MenuItem>
                ))}
            </TextField>
          </Stack>
          <Typography role="status">
            {missingCount === 0
              ? t('flows.translations.complete', { language: languageName(into) })
              : t('flows.translations.missing', {
                  count: missingCount,
                  language: languageName(into),
                })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {!readOnly && (
              <Button
                variant="outlined"
                disabled={copyableMissing.length === 0}
                onClick={() => copyInto(copyableMissing)}
              >
                {t('flows.translations.copyAll', { language: languageName(from) })}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadTextFile(
                  exportTranslations(rows, languages, (row) => ({
                    step: rowName(row),
                    field: fieldName(row),
                  })),
                  `${flowName}-texts.csv`,
                  'text/csv;charset=utf-8',
                )
              }
            >
              {t('flows.translations.export')}
            </Button>
            {!readOnly && (
              <>
                <Button
                  component="label"
                  htmlFor={fileId}
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                >
                  {t('flows.translations.import')}
                </Button>
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // The same file chosen again is read again.
                    event.target.value = '';
                    if (!file) return;
                    applyEdits();
                    void file.text().then((content) =>
                      setImported({
                        file: file.name,
                        result: readTranslations(content, rows, languages),
                      }),
                    );
                  }}
                />
              </>
            )}
          </Stack>
          {imported && (
            <ImportPreview
              imported={imported}
              rowName={(rowId) => {
                const row = current.get(rowId);
                return row ? rowName(row) : rowId;
              }}
              onConfirm={(changes) => {
                onChange(changes);
                setImported(undefined);
              }}
              onDiscard={() => setImported(undefined)}
            />
          )}
          <Box
            component="ol"
            aria-label={t('flows.translations.list')}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {ordered.map(({ id }) => {
              const row = current.get(id);
              if (!row) return null;
              const source = row.texts[from]?.trim();
              const label = t('flows.translations.field', {
                step: rowName(row),
                field: fieldName(row),
                language: languageName(into),
              });
              return (
                <Stack
                  component="li"
                  key={id}
                  sx={{ gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography variant="subtitle2" component="h3">
                    {rowName(row)} · {fieldName(row)}
                    {row.required && isMissing(row, into) && (
                      // The word in body colour: the error red on white is too faint for text.
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ ml: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <ErrorIcon color="error" fontSize="inherit" aria-hidden />
                        {t('flows.translations.missingMark')}
                      </Typography>
                    )}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {languageName(from)}: {source || t('flows.translations.none')}
                  </Typography>
                  <TextField
                    size="small"
                    multiline
                    fullWidth
                    label={label}
                    value={edits[id] ?? row.texts[into] ?? ''}
                    onChange={(event) => setEdits({ ...edits, [id]: event.target.value })}
                    onBlur={applyEdits}
                    slotProps={{
                      htmlInput: { readOnly, maxLength: textMaxLength(row.group) },
                    }}
                  />
                  {!readOnly && (
                    <Button
                      size="small"
                      disabled={!source}
                      onClick={() => copyInto([row])}
                      aria-label={t('flows.translations.copyOne', {
                        language: languageName(from),
                        name: label,
                      })}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      {t('flows.translations.copy', { language: languageName(from) })}
                    </Button>
                  )}
                </Stack>
              );
            })}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('flows.translations.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
