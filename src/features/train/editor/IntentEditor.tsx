import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import {
  INTENT_INPUT_LIMITS,
  INTENT_NAME_LIMITS,
  LANGUAGE_VALUES,
  type Intent,
  type Language,
} from '../../../lib/api-client/schema';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { FormEditAlerts, FormEditFooter, PendingInputContext } from '../../../lib/edit-session';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { sourcesOf, type FormExample, type IntentFormValues } from '../intentForm';
import { TRAIN_PATH } from '../routes';
import { useIntentEditor } from '../useIntentEditor';
import { useIntentErrorText } from '../useIntentErrorText';
import { DeleteIntentButton } from './DeleteIntentButton';
import { ExamplesPanel } from './ExamplesPanel';
import { isLanguage } from '../../../lib/api-client/isLanguage';

/** The language an error path (`examples.fr-FR.1.text`) belongs to. */
const languageOf = (path: string): Language | undefined => {
  const [, language] = path.split('.');
  return path.startsWith('examples.') && isLanguage(language) ? language : undefined;
};

/**
 * One intent: its name and description, its examples language by language (the tab is in the
 * address, `?language=fr-FR`), a save bar, the conflict dialog for a colleague's save in between,
 * and a question before leaving with unsaved changes.
 */
export function IntentEditor({ loaded }: { loaded: Intent }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { data: me } = useMe();
  const readOnly = !hasPermission(me, 'nlu.edit');
  const errorText = useIntentErrorText();
  const [deleted, setDeleted] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('language');
  const language: Language = isLanguage(asked)
    ? asked
    : isLanguage(i18n.language)
      ? i18n.language
      : 'en-US';
  const pendingFocus = useRef<string | undefined>(undefined);

  const showLanguage = (next: Language) =>
    setSearchParams(
      (params) => {
        params.set('language', next);
        return params;
      },
      { replace: true },
    );

  const editor = useIntentEditor(loaded, {
    // A deleted intent has nothing left to save or to keep.
    readOnly: readOnly || deleted,
    /** Shows the first field at fault: in another language's tab, that tab first. */
    reveal: (path) => {
      const target = languageOf(path);
      if (target && target !== language) {
        pendingFocus.current = path;
        showLanguage(target);
      }
    },
    onSaved: (saved) =>
      notify({ message: t('train.intent.saved', { name: saved.name }), severity: 'success' }),
  });
  const { form, base, values } = editor;

  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current as never);
    pendingFocus.current = undefined;
  }, [form, language]);

  const languageName = (lng: Language) => t(LANGUAGE_LABEL_KEYS[lng]);
  const texts = (list: FormExample[]) =>
    list.length ? list.map((example) => example.text).join(' · ') : t('train.intent.noExamples');

  return (
    <PageContainer
      title={base.name}
      actions={!readOnly && <DeleteIntentButton intent={base} onDeleted={() => setDeleted(true)} />}
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={TRAIN_PATH} sx={{ display: 'inline-flex', gap: 0.5 }}>
            <ArrowBackIcon fontSize="small" aria-hidden />
            {t('train.intent.back')}
          </Link>
          {base.needsTraining && (
            <Chip size="small" color="warning" label={t('train.intents.needsTraining')} />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('train.intent.changedBy', {
              version: base.version,
              name: base.updatedBy ?? '—',
              when: format.dateTime(base.updatedAt),
            })}
          </Typography>
        </Stack>
        {me && readOnly && <Alert severity="info">{t('train.intent.readOnly')}</Alert>}
        <FormEditAlerts editor={editor} />
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={errorText}>
            <Stack
              component="form"
              id={editor.formId}
              noValidate
              sx={{ gap: 2 }}
              onSubmit={(event) => void editor.save(event)}
            >
              <FormTextField<IntentFormValues>
                name="name"
                label={t('train.intent.name')}
                helperText={t('train.create.nameHelp')}
                required
                disabled={readOnly}
                sx={{ maxWidth: 480 }}
                slotProps={{
                  htmlInput: {
                    maxLength: INTENT_NAME_LIMITS.maxLength,
                    spellCheck: false,
                    autoCapitalize: 'none',
                  },
                }}
              />
              <FormTextField<IntentFormValues>
                name="description"
                label={t('train.intent.description')}
                multiline
                minRows={2}
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: INTENT_INPUT_LIMITS.description.maxLength } }}
              />
              <Typography component="h2" variant="h6">
                {t('train.intent.examples')}
              </Typography>
              <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Tabs
                  value={language}
                  onChange={(_event, next: Language) => showLanguage(next)}
                  variant="scrollable"
                  allowScrollButtonsMobile
                  aria-label={t('train.intent.examples')}
                >
                  {LANGUAGE_VALUES.map((lng) => (
                    <Tab
                      key={lng}
                      value={lng}
                      label={t('train.intent.tab', {
                        language: languageName(lng),
                        count: values.examples[lng].length,
                      })}
                      id={`intent-tab-${lng}`}
                      aria-controls={`intent-panel-${lng}`}
                    />
                  ))}
                </Tabs>
              </Box>
              <div
                role="tabpanel"
                id={`intent-panel-${language}`}
                aria-labelledby={`intent-tab-${language}`}
              >
                <PendingInputContext.Provider value={editor.session.pendingInputs}>
                  <ExamplesPanel
                    key={language}
                    intentId={base.id}
                    language={language}
                    readOnly={readOnly}
                    sources={sourcesOf(base)}
                  />
                </PendingInputContext.Provider>
              </div>
            </Stack>
          </FieldErrorTextContext.Provider>
        </FormProvider>
        <FormEditFooter
          editor={editor}
          texts={{
            unsaved: (count) => t('train.intent.unsaved', { count }),
            saved: t('train.intent.allSaved'),
            save: t('train.intent.save'),
            discard: t('train.intent.discard'),
          }}
          fieldLabel={(field) =>
            field === 'name'
              ? t('train.intent.name')
              : field === 'description'
                ? t('train.intent.description')
                : t('train.intent.examplesConflict', {
                    language: languageName(field.slice('examples.'.length) as Language),
                  })
          }
          formatValue={(_field, value) =>
            Array.isArray(value) ? texts(value as FormExample[]) : String(value) || '—'
          }
        />
      </Stack>
    </PageContainer>
  );
}
