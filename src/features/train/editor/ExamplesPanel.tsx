import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePendingInput } from '../../../lib/edit-session';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExampleSource, Language } from '../../../lib/api-client/schema';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { tagLabel, type IntentFormValues } from '../intentForm';
import { SimilarWhileTyping } from '../duplicates/SimilarWhileTyping';
import { EntityTagsDialog } from './EntityTagsDialog';

/** Fewer examples than this and the bot may not recognise the intent in that language. */
export const MIN_EXAMPLES = 2;

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The example's entity tags in a line ("product: router"), as the form holds them now. */
function TagSummary({ language, index }: { language: Language; index: number }) {
  const { t } = useTranslation();
  const example = useWatch<IntentFormValues>({ name: `examples.${language}.${index}` }) as
    IntentFormValues['examples'][Language][number] | undefined;
  if (!example || example.entities.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('train.tags.summary', {
        tags: example.entities.map((tag) => tagLabel(example.text, tag)).join(', '),
      })}
    </Typography>
  );
}

/**
 * One language's examples: each editable in place, removable, and a field to add the next,
 * which flags other intents' examples worded alike while it is typed. An example from the
 * inbox or an import says so.
 */
export function ExamplesPanel({
  intentId,
  language,
  readOnly,
  sources,
}: {
  intentId: string;
  language: Language;
  readOnly: boolean;
  sources: ReadonlyMap<string, ExampleSource>;
}) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<IntentFormValues>();
  const [tagging, setTagging] = useState<number>();
  // `key`, not RHF's default `id`: the examples carry ids of their own.
  const { fields, append, remove, update } = useFieldArray({
    control,
    name: `examples.${language}`,
    keyName: 'key',
  });
  const [text, setText] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const languageName = t(LANGUAGE_LABEL_KEYS[language]);

  const add = () => {
    if (!text.trim()) return;
    if (getValues(`examples.${language}`).some((example) => same(example.text, text))) {
      setDuplicate(true);
      return;
    }
    append({ id: null, text: text.trim(), entities: [] });
    setText('');
  };

  // A new example typed but not added yet is unsaved work: a save adds it first, and a closed
  // tab keeps it with the draft.
  usePendingInput<IntentFormValues>(`new-example.${language}`, text.trim() !== '', {
    apply: (draft) =>
      draft.examples[language].some((example) => same(example.text, text))
        ? draft
        : {
            ...draft,
            examples: {
              ...draft.examples,
              [language]: [
                ...draft.examples[language],
                { id: null, text: text.trim(), entities: [] },
              ],
            },
          },
    commit: add,
  });

  return (
    <Stack sx={{ gap: 2, pt: 2 }}>
      {fields.length < MIN_EXAMPLES && (
        <Alert severity="warning">{t('train.intent.few', { language: languageName })}</Alert>
      )}
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('train.intent.none')}</Typography>
      ) : (
        <Stack component="ol" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {fields.map((field, index) => (
            <Stack
              component="li"
              key={field.key}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start' }}
            >
              <Stack sx={{ flex: 1, gap: 0.5, minWidth: 0 }}>
                <FormTextField<IntentFormValues>
                  name={`examples.${language}.${index}.text`}
                  label={t('train.intent.example', { number: index + 1, language: languageName })}
                  size="small"
                  fullWidth
                  disabled={readOnly}
                  slotProps={{ htmlInput: { maxLength: 500, lang: language } }}
                />
                <TagSummary language={language} index={index} />
              </Stack>
              {field.id !== null && sources.has(field.id) && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(
                    `train.intent.source.${sources.get(field.id) === 'inbox' ? 'inbox' : 'import'}`,
                  )}
                  sx={{ mt: 0.75, flexShrink: 0 }}
                />
              )}
              {!readOnly && (
                <IconButton
                  aria-label={t('train.tags.open', { number: index + 1 })}
                  onClick={() => setTagging(index)}
                >
                  <LocalOfferOutlinedIcon />
                </IconButton>
              )}
              {!readOnly && (
                <IconButton
                  aria-label={t('train.intent.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {tagging !== undefined && fields[tagging] && (
        <EntityTagsDialog
          title={t('train.tags.title', { number: tagging + 1, language: languageName })}
          text={getValues(`examples.${language}.${tagging}.text`)}
          language={language}
          tags={getValues(`examples.${language}.${tagging}.entities`)}
          onDone={(tags) => {
            update(tagging, { ...getValues(`examples.${language}.${tagging}`), entities: tags });
            setTagging(undefined);
          }}
          onClose={() => setTagging(undefined)}
        />
      )}
      {!readOnly && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('train.intent.newExample', { language: languageName })}
            value={text}
            size="small"
            fullWidth
            error={duplicate}
            helperText={duplicate ? t('train.errors.existingHere') : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setDuplicate(false);
            }}
            onKeyDown={(event) => {
              // Enter adds the example instead of saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            slotProps={{ htmlInput: { maxLength: 500, lang: language } }}
          />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
            {t('train.intent.add')}
          </Button>
        </Stack>
      )}
      {!readOnly && <SimilarWhileTyping text={text} language={language} intentId={intentId} />}
    </Stack>
  );
}
