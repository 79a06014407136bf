import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { LANGUAGE_VALUES, type Intent, type Language } from '../../../lib/api-client/schema';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import {
  ConflictDialog,
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../lib/versioned-save';
import { SaveBar } from '../../../lib/versioned-save/SaveBar';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { sourcesOf, toFormValues, type FormExample, type IntentFormValues } from '../intentForm';
import { TRAIN_PATH } from '../paths';
import { useIntentEditor } from '../useIntentEditor';
import { useIntentErrorText } from '../useIntentErrorText';
import { applyIntentErrors } from './applyIntentErrors';
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
  const formId = useId();
  const { data: me } = useMe();
  const readOnly = !hasPermission(me, 'nlu.edit');
  const editor = useIntentEditor(loaded);
  const { form, base, changes, dirty, values } = editor;
  const errorText = useIntentErrorText();
  const [deleted, setDeleted] = useState(false);
  const blocker = useUnsavedChangesGuard(dirty && !readOnly && !deleted);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('language');
  const language: Language = isLanguage(asked)
    ? asked
    : isLanguage(i18n.language)
      ? i18n.language
      : 'en-US';
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState(false);
  const pendingFocus = useRef<string | undefined>(undefined);

  const showLanguage = (next: Language) =>
    setSearchParams(
      (params) => {
        params.set('language', next);
        return params;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current as never);
    pendingFocus.current = undefined;
  }, [form, language]);

  /** Shows the first field at fault: in another language's tab, that tab first. */
  const reveal = (path: string | undefined) => {
    setInvalid(true);
    const target = path && languageOf(path);
    if (target && target !== language) {
      pendingFocus.current = path;
      showLanguage(target);
    }
  };

  const announceSaved = (saved: Intent | undefined) => {
    if (saved)
      notify({ message: t('train.intent.saved', { name: saved.name }), severity: 'success' });
  };

  const onValid = async (values: IntentFormValues) => {
    setProblem(false);
    setInvalid(false);
    try {
      announceSaved(await editor.save(values));
    } catch (error) {
      // Everything typed stays: the server's reasons go to their fields, anything else above.
      const [first] = applyIntentErrors(form.setError, values, error);
      if (first) reveal(first);
      else setProblem(true);
    }
  };

  const firstInvalidPath = () => {
    const errors = form.formState.errors;
    if (errors.name) return 'name';
    if (errors.description) return 'description';
    for (const lng of LANGUAGE_VALUES) {
      const list = errors.examples?.[lng];
      const index = Array.isArray(list) ? list.findIndex(Boolean) : -1;
      if (index >= 0) return `examples.${lng}.${index}.text`;
    }
    return undefined;
  };

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
        {invalid && <Alert severity="error">{t('train.intent.fixErrors')}</Alert>}
        {problem && <Alert severity="error">{t('train.intent.saveFailed')}</Alert>}
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={errorText}>
            <Stack
              component="form"
              id={formId}
              noValidate
              sx={{ gap: 2 }}
              onSubmit={(event) =>
                void form.handleSubmit(onValid, () => reveal(firstInvalidPath()))(event)
              }
            >
              <FormTextField<IntentFormValues>
                name="name"
                label={t('train.intent.name')}
                helperText={t('train.create.nameHelp')}
                required
                disabled={readOnly}
                sx={{ maxWidth: 480 }}
                slotProps={{
                  htmlInput: { maxLength: 80, spellCheck: false, autoCapitalize: 'none' },
                }}
              />
              <FormTextField<IntentFormValues>
                name="description"
                label={t('train.intent.description')}
                multiline
                minRows={2}
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: 500 } }}
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
                <ExamplesPanel
                  key={language}
                  language={language}
                  readOnly={readOnly}
                  sources={sourcesOf(base)}
                />
              </div>
            </Stack>
          </FieldErrorTextContext.Provider>
        </FormProvider>
        {!readOnly && (
          <SaveBar
            form={formId}
            dirty={dirty}
            saving={editor.saving}
            status={
              dirty
                ? t('train.intent.unsaved', { count: changes.length })
                : t('train.intent.allSaved')
            }
            saveLabel={t('train.intent.save')}
            discardLabel={t('train.intent.discard')}
            onDiscard={() => {
              setInvalid(false);
              setProblem(false);
              form.reset(toFormValues(base));
            }}
          />
        )}
      </Stack>
      <ConflictDialog
        conflict={editor.conflict}
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
          Array.isArray(value) ? texts(value) : String(value) || '—'
        }
        onResolve={(choices) => void editor.resolve(choices).then(announceSaved)}
        onTakeTheirs={() => void editor.takeTheirs()}
        onKeepEditing={editor.dismissConflict}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </PageContainer>
  );
}
