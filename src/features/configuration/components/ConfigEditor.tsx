import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { configFieldErrorText } from '../errorText';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../layout/PageContainer';
import { StatusChip } from '../../../layout/StatusChip';
import type { BotConfig } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe, botQueries } from '../../../lib/query';
import { FormEditAlerts, FormEditFooter } from '../../../lib/edit-session';
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
import { CONFIGURATION_PATH } from '../routes';

type TabId = ConfigTab | 'history';
const TAB_IDS: readonly TabId[] = [...CONFIG_TABS, 'history'];
const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

/**
 * The draft of one configuration in tabs (the tab is in the address, `?tab=speech`), with a
 * dirty count per tab, a save bar that stays in view, the conflict dialog for a colleague's
 * save in between, and a question before leaving with unsaved changes.
 */
export function ConfigEditor({ loaded }: { loaded: BotConfig }) {
  const { t } = useTranslation();
  const names = useSettingNames();
  const { data: me } = useMe();
  const readOnly = !hasPermission(me, 'config.manage');
  const bots = useQuery(botQueries.list());
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = isTab(searchParams.get('tab'))
    ? (searchParams.get('tab') as TabId)
    : 'general';
  // The first invalid field, focused once its tab is on screen.
  const pendingFocus = useRef<string | undefined>(undefined);

  const showTab = (next: TabId) =>
    setSearchParams(
      (params) => {
        if (next === 'general') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const editor = useConfigEditor(loaded, {
    readOnly,
    reveal: (path) => {
      const target = tabOf(path);
      if (target === tab) {
        editor.form.setFocus(path as never);
      } else {
        pendingFocus.current = path;
        showTab(target);
      }
    },
    onSaved: (saved) =>
      notify({
        message: t('configuration.detail.saved', { name: saved.name }),
        severity: 'success',
      }),
  });
  const { form, base, changes, dirty } = editor;
  useLanguageEntries(form);
  const counts = countByTab(changes);

  useEffect(() => {
    if (!pendingFocus.current) return;
    form.setFocus(pendingFocus.current as never);
    pendingFocus.current = undefined;
  }, [form, tab]);
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
            to={CONFIGURATION_PATH}
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
        <FormEditAlerts editor={editor} />
        <div role="tabpanel" id={`config-panel-${tab}`} aria-labelledby={`config-tab-${tab}`}>
          <FormProvider {...form}>
            <FieldErrorTextContext.Provider value={configFieldErrorText}>
              <form id={editor.formId} noValidate onSubmit={(event) => void editor.save(event)}>
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
        <FormEditFooter
          editor={editor}
          texts={{
            unsaved: (count) => t('configuration.detail.unsaved', { count }),
            saved: t('configuration.detail.allSaved'),
            save: t('configuration.detail.save'),
            discard: t('configuration.detail.discard'),
          }}
          fieldLabel={(path) => fieldLabel(t, path, names.languageName)}
          formatValue={(path, value) => settingValue(path, value, { t, ...names })}
        />
      </Stack>
    </PageContainer>
  );
}
