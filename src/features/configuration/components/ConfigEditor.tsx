import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { configFieldErrorText } from '../errorText';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { StatusChip } from '../../../layout/StatusChip';
import type { BotConfig, BotConfigSettings } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import {
  ConflictDialog,
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
} from '../../../lib/versioned-save';
import { SaveBar } from '../../../lib/versioned-save/SaveBar';
import { flattenFields } from '../../../lib/versioned-save/fieldPaths';
import { botsQuery } from '../../../lib/query';
import { settingsOf } from '../configDraft';
import { CONFIG_STATUS } from '../configStatus';
import { CONFIG_TABS, countByTab, tabOf, type ConfigTab } from '../configTabs';
import { fieldLabel } from '../fieldLabel';
import { settingValue } from '../settingValue';
import { useConfigEditor } from '../useConfigEditor';
import { useLanguageEntries } from '../useLanguageEntries';
import { useSettingNames } from '../useSettingNames';
import { ChannelsTab } from './ChannelsTab';
import { DeleteConfigButton } from './DeleteConfigButton';
import { GeneralTab } from './GeneralTab';
import { HandoverTab } from './HandoverTab';
import { HistoryTab } from './HistoryTab';
import { HoursTab } from './HoursTab';
import { PrivacyTab } from './PrivacyTab';
import { PromoteButton } from './PromoteButton';
import { SpeechTab } from './SpeechTab';

type TabId = ConfigTab | 'history';
const TAB_IDS: readonly TabId[] = [...CONFIG_TABS, 'history'];
const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

/** The first field (in form order) a failed check names, as a dotted path. */
function firstErrorPath(errors: FieldErrors<BotConfigSettings>): string | undefined {
  const flat = flattenFields(errors);
  const path = Object.keys(flat).find((key) => key.endsWith('.message'));
  return path?.slice(0, -'.message'.length);
}

/**
 * The draft of one configuration in tabs (the tab is in the address, `?tab=speech`), with a
 * dirty count per tab, a save bar that stays in view, the conflict dialog for a colleague's
 * save in between, and a question before leaving with unsaved changes.
 */
export function ConfigEditor({ loaded }: { loaded: BotConfig }) {
  const { t } = useTranslation();
  const names = useSettingNames();
  const formId = useId();
  const { data: me } = useMe();
  const readOnly = !hasPermission(me, 'config.manage');
  const bots = useQuery(botsQuery);
  const editor = useConfigEditor(loaded);
  const { form, base, changes, dirty } = editor;
  useLanguageEntries(form);
  const blocker = useUnsavedChangesGuard(dirty && !readOnly);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = isTab(searchParams.get('tab'))
    ? (searchParams.get('tab') as TabId)
    : 'general';
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The first invalid field, focused once its tab is on screen.
  const pendingFocus = useRef<string | undefined>(undefined);
  const counts = countByTab(changes.map((change) => change.path));

  const showTab = (next: TabId) =>
    setSearchParams(
      (params) => {
        if (next === 'general') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current as never);
    pendingFocus.current = undefined;
  }, [form, tab]);

  const announceSaved = (saved: BotConfig | undefined) => {
    if (!saved) return;
    notify({ message: t('configuration.detail.saved', { name: saved.name }), severity: 'success' });
  };

  const onValid = async (values: BotConfigSettings) => {
    setProblem(undefined);
    try {
      announceSaved(await editor.save(values));
    } catch (error) {
      // The server's field errors land on their fields (nested paths included); anything else
      // is said above the form. Either way every typed value stays.
      const [first] = applyServerFieldErrors(form.setError, error);
      if (first) onInvalid(form.formState.errors, first);
      else setProblem(t('configuration.detail.saveFailed'));
    }
  };
  const onInvalid = (errors: FieldErrors<BotConfigSettings>, serverPath?: string) => {
    setInvalid(true);
    const path = serverPath ?? firstErrorPath(errors);
    if (!path) return;
    const target = tabOf(path);
    if (target === tab) {
      form.setFocus(path as never);
    } else {
      pendingFocus.current = path;
      showTab(target);
    }
  };

  const tabLabel = (id: TabId) => {
    const label = t(`configuration.tabs.${id}`);
    const count = id === 'history' ? 0 : counts[id];
    return count > 0 ? `${label} (${count})` : label;
  };
  const tabName = (id: TabId) => {
    const label = t(`configuration.tabs.${id}`);
    const count = id === 'history' ? 0 : counts[id];
    return count > 0 ? t('configuration.detail.tabWithChanges', { label, count }) : label;
  };

  return (
    <PageContainer
      title={base.name}
      actions={
        !readOnly && (
          <>
            <PromoteButton config={base} dirty={dirty} onPromoted={() => void editor.reload()} />
            <DeleteConfigButton config={base} />
          </>
        )
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to="/configuration"
            sx={{ display: 'inline-flex', gap: 0.5 }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            {t('configuration.detail.back')}
          </Link>
          <StatusChip
            tone={CONFIG_STATUS[base.status].tone}
            label={t(CONFIG_STATUS[base.status].key)}
          />
        </Stack>
        {me && readOnly && <Alert severity="info">{t('configuration.detail.readOnly')}</Alert>}
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: TabId) => showTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('configuration.detail.tabs')}
          >
            {TAB_IDS.map((id) => (
              <Tab
                key={id}
                value={id}
                label={tabLabel(id)}
                aria-label={tabName(id)}
                id={`config-tab-${id}`}
                aria-controls={`config-panel-${id}`}
              />
            ))}
          </Tabs>
        </Box>
        {invalid && <Alert severity="error">{t('configuration.detail.fixErrors')}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
        <div role="tabpanel" id={`config-panel-${tab}`} aria-labelledby={`config-tab-${tab}`}>
          <FormProvider {...form}>
            <FieldErrorTextContext.Provider value={configFieldErrorText}>
              <form
                id={formId}
                noValidate
                onSubmit={(event) =>
                  void form.handleSubmit(onValid, (errors) => onInvalid(errors))(event)
                }
              >
                {tab === 'general' && (
                  <GeneralTab bots={bots.data?.items ?? []} readOnly={readOnly} />
                )}
                {tab === 'speech' && <SpeechTab readOnly={readOnly} />}
                {tab === 'channels' && <ChannelsTab configId={base.id} readOnly={readOnly} />}
                {tab === 'hours' && <HoursTab readOnly={readOnly} />}
                {tab === 'handover' && <HandoverTab readOnly={readOnly} />}
                {tab === 'privacy' && <PrivacyTab readOnly={readOnly} />}
                {tab === 'history' && (
                  <HistoryTab
                    config={base}
                    readOnly={readOnly}
                    onRestore={(settings) => form.reset(settings, { keepDefaultValues: true })}
                  />
                )}
              </form>
            </FieldErrorTextContext.Provider>
          </FormProvider>
        </div>
        {!readOnly && (
          <SaveBar
            form={formId}
            dirty={dirty}
            saving={editor.saving}
            status={
              dirty
                ? t('configuration.detail.unsaved', { count: changes.length })
                : t('configuration.detail.allSaved')
            }
            saveLabel={t('configuration.detail.save')}
            discardLabel={t('configuration.detail.discard')}
            onDiscard={() => {
              setInvalid(false);
              setProblem(undefined);
              form.reset(settingsOf(base));
            }}
          />
        )}
      </Stack>
      <ConflictDialog
        conflict={editor.conflict}
        fieldLabel={(path) => fieldLabel(t, path, names.languageName)}
        formatValue={(path, value) => settingValue(path, value, { t, ...names })}
        onResolve={(choices) => void editor.resolve(choices).then(announceSaved)}
        onTakeTheirs={() => void editor.takeTheirs()}
        onKeepEditing={editor.dismissConflict}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </PageContainer>
  );
}
