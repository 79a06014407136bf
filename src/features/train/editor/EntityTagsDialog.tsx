import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityTag, Language } from '../../../lib/api-client/schema';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { entityQueries } from '../api/entities';
import { tagLabel } from '../intentForm';

/**
 * Tags words of one example with an entity: the words are selected in the example (mouse, or
 * Shift and the arrow keys), the entity chosen, then "Tag the selection" (or Enter in the
 * example). Tags may not overlap; each can be removed. Changes go to the form when the dialog is
 * closed with Done.
 */
export function EntityTagsDialog({
  text,
  language,
  tags: initial,
  title,
  onDone,
  onClose,
}: {
  text: string;
  language: Language;
  tags: EntityTag[];
  title: string;
  onDone: (tags: EntityTag[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const entities = useQuery(entityQueries.list());
  const field = useRef<HTMLInputElement>(null);
  const [tags, setTags] = useState(initial);
  const [entity, setEntity] = useState('');
  const [problem, setProblem] = useState<string>();

  const tagSelection = () => {
    // The button cannot be pressed without an entity; Enter in the example can.
    if (!entity) {
      setProblem(t('train.tags.chooseFirst'));
      return;
    }
    const start = field.current?.selectionStart ?? 0;
    const end = field.current?.selectionEnd ?? 0;
    // Spaces at the edges of a selection are not part of the tagged words.
    const words = text.slice(start, end);
    const from = start + (words.length - words.trimStart().length);
    const to = end - (words.length - words.trimEnd().length);
    if (to <= from) {
      setProblem(t('train.tags.selectFirst'));
      return;
    }
    if (tags.some((tag) => tag.start < to && from < tag.end)) {
      setProblem(t('train.tags.overlap'));
      return;
    }
    setProblem(undefined);
    setTags([...tags, { start: from, end: to, entity }].sort((a, b) => a.start - b.start));
  };

  return (
    <FormDialog
      open
      title={title}
      submitLabel={t('train.tags.done')}
      onSubmit={(event) => {
        event.preventDefault();
        onDone(tags);
      }}
      onClose={onClose}
    >
      <Typography color="text.secondary">{t('train.tags.explain')}</Typography>
      <TextField
        inputRef={field}
        label={t('train.tags.example')}
        value={text}
        size="small"
        helperText={t('train.tags.keyboard')}
        // Enter tags the words selected with Shift and the arrows where they were selected:
        // a keyboard user need not carry the selection over to the button. It does not
        // submit the dialog's form (Done) either.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          tagSelection();
        }}
        slotProps={{ htmlInput: { readOnly: true, lang: language } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          select
          size="small"
          label={t('train.tags.entity')}
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {(entities.data?.items ?? []).map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.name}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!entity}
          // Keeps the selection in the example: the button does not take the focus on press.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tagSelection}
        >
          {t('train.tags.tag')}
        </Button>
      </Stack>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {tags.length === 0 ? (
        <Typography>{t('train.tags.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          aria-label={t('train.tags.label')}
          sx={{ m: 0, p: 0, listStyle: 'none', gap: 1, flexWrap: 'wrap' }}
        >
          {tags.map((tag) => (
            <Stack
              component="li"
              key={`${tag.start}-${tag.end}`}
              direction="row"
              sx={{ alignItems: 'center' }}
            >
              <Chip label={tagLabel(text, tag)} />
              <IconButton
                size="small"
                aria-label={t('train.tags.remove', { tag: tagLabel(text, tag) })}
                onClick={() => setTags(tags.filter((other) => other !== tag))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </FormDialog>
  );
}
