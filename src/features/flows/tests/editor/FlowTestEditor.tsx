import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../../layout/DetailList';
import { PageContainer } from '../../../../layout/PageContainer';
import { SectionCard } from '../../../../layout/SectionCard';
import {
  FLOW_TEST_FIELDS_LIMITS,
  type FlowTest,
  type FlowTestTurn,
} from '../../../../lib/api-client/schema';
import { FormEditAlerts, FormEditFooter } from '../../../../lib/edit-session';
import { FieldErrorTextContext } from '../../../../lib/forms/fields/fieldErrorText';
import { FormLinesField } from '../../../../lib/forms/fields/FormLinesField';
import { FormSelect } from '../../../../lib/forms/fields/FormSelect';
import { FormSwitch } from '../../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { useFormat } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { hasPermission, useMe } from '../../../../lib/query';
import { CHANNEL_LABEL_KEYS, LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { flowQueries } from '../../api/flows';
import { toFlow, toFlowTests } from '../../routes';
import { useStepName } from '../../simulator/useStepName';
import { DeleteTestButton } from './DeleteTestButton';
import { outcomeLabel } from './outcomeLabel';
import {
  MAX_TEST_TAGS,
  TEST_OUTCOMES,
  testFieldErrorText,
  type FlatTest,
  type FlowTestValues,
} from './testForm';
import { TurnCard } from './TurnCard';
import { useFlowTestEditor } from './useFlowTestEditor';

/** Shown while the flow's draft is on its way, or when it is gone: steps by their ids. */
const NO_FLOW = { nodes: [], languages: [] };

/**
 * One conversation test: its name, tags and whether it runs; its flow, language and channel as
 * they are; per turn what the caller says and what the bot must bring, each check with a switch
 * that turns it off; the outcome expected at the end. Saves are versioned (a colleague's save in
 * between is merged or asked about), nothing typed is lost (kept copy, leave question).
 */
export function FlowTestEditor({ loaded }: { loaded: FlowTest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: me } = useMe();
  const readOnly = !hasPermission(me, 'flows.edit');
  const [deleted, setDeleted] = useState(false);
  const turnsHeadingId = useId();
  const flow = useQuery(flowQueries.detail(loaded.flowId));
  const stepName = useStepName(flow.data ?? NO_FLOW);

  const editor = useFlowTestEditor(loaded, {
    // A deleted test has nothing left to save or to keep.
    readOnly: readOnly || deleted,
    onSaved: (saved) =>
      notify({ message: t('flows.test.saved', { name: saved.name }), severity: 'success' }),
  });
  const { form, base, values } = editor;

  const turnsText = (turns: FlowTestTurn[]) =>
    turns
      .map((turn, index) =>
        t('flows.test.turnConflict', {
          number: index + 1,
          said: turn.said ?? t('flows.test.openingShort'),
        }),
      )
      .join(' · ');

  const formatValue = (field: keyof FlatTest, value: unknown): string => {
    if (field === 'turns') return turnsText(value as FlowTestTurn[]);
    if (field === 'enabled') return value ? t('flows.test.enabledOn') : t('flows.test.enabledOff');
    if (field === 'outcome') {
      return value === null ? t('flows.test.notChecked') : outcomeLabel(t, String(value));
    }
    if (Array.isArray(value)) return value.join(', ') || '—';
    if (value !== null && typeof value === 'object') return JSON.stringify(value);
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };

  return (
    <PageContainer
      title={base.name}
      actions={!readOnly && <DeleteTestButton test={base} onDeleted={() => setDeleted(true)} />}
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={toFlowTests(base.botId)}
            sx={{ display: 'inline-flex', gap: 0.5 }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            {t('flows.test.back')}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('flows.test.changedBy', {
              version: base.version,
              name: base.updatedBy ?? '—',
              when: format.dateTime(base.updatedAt),
            })}
          </Typography>
        </Stack>
        {me && readOnly && <Alert severity="info">{t('flows.test.readOnly')}</Alert>}
        <FormEditAlerts editor={editor} />
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={testFieldErrorText}>
            <Stack
              component="form"
              id={editor.formId}
              noValidate
              sx={{ gap: 2 }}
              onSubmit={(event) => void editor.save(event)}
            >
              <SectionCard title={t('flows.test.about')}>
                <Stack sx={{ gap: 2 }}>
                  <FormTextField<FlowTestValues>
                    name="name"
                    label={t('flows.test.name')}
                    required
                    disabled={readOnly}
                    maxLength={FLOW_TEST_FIELDS_LIMITS.name.maxLength}
                    sx={{ maxWidth: 560 }}
                  />
                  <FormLinesField<FlowTestValues>
                    name="tags"
                    label={t('flows.test.tags')}
                    helperText={t('flows.test.tagsHelp', { max: MAX_TEST_TAGS })}
                    disabled={readOnly}
                  />
                  <FormSwitch<FlowTestValues>
                    name="enabled"
                    label={t('flows.test.enabled')}
                    disabled={readOnly}
                  />
                  <DetailList
                    details={[
                      {
                        id: 'flow',
                        term: t('flows.test.flow'),
                        value: (
                          <Link component={RouterLink} to={toFlow(base.flowId)}>
                            {flow.data?.name ?? base.flowId}
                          </Link>
                        ),
                      },
                      {
                        id: 'language',
                        term: t('flows.test.language'),
                        value: t(LANGUAGE_LABEL_KEYS[values.language]),
                      },
                      {
                        id: 'channel',
                        term: t('flows.test.channel'),
                        value: t(CHANNEL_LABEL_KEYS[values.channel]),
                      },
                    ]}
                  />
                  {flow.isError && (
                    <Alert severity="warning">{t('flows.test.flowUnavailable')}</Alert>
                  )}
                </Stack>
              </SectionCard>
              <Stack component="section" aria-labelledby={turnsHeadingId} sx={{ gap: 2 }}>
                <Typography id={turnsHeadingId} variant="h5" component="h2">
                  {t('flows.test.turns')}
                </Typography>
                {values.turns.map((_turn, index) => (
                  <TurnCard
                    key={index}
                    index={index}
                    language={values.language}
                    readOnly={readOnly}
                    stepName={stepName}
                  />
                ))}
              </Stack>
              <SectionCard title={t('flows.test.end')}>
                <FormSelect<FlowTestValues>
                  name="outcome"
                  label={t('flows.test.outcome')}
                  helperText={t('flows.test.outcomeHelp')}
                  disabled={readOnly}
                  options={[
                    { value: '', label: t('flows.test.notChecked') },
                    ...TEST_OUTCOMES.map((outcome) => ({
                      value: outcome,
                      label: outcomeLabel(t, outcome),
                    })),
                  ]}
                  sx={{ maxWidth: 360 }}
                />
              </SectionCard>
            </Stack>
          </FieldErrorTextContext.Provider>
        </FormProvider>
        <FormEditFooter
          editor={editor}
          texts={{
            unsaved: (count) => t('flows.test.unsaved', { count }),
            saved: t('flows.test.allSaved'),
            save: t('flows.test.save'),
            discard: t('flows.test.discard'),
          }}
          fieldLabel={(field) => fieldLabel(t, field)}
          formatValue={formatValue}
        />
      </Stack>
    </PageContainer>
  );
}

/** A part of the test as the conflict dialog names it. */
function fieldLabel(t: TFunction, field: keyof FlatTest): string {
  switch (field) {
    case 'name':
      return t('flows.test.name');
    case 'tags':
      return t('flows.test.tags');
    case 'enabled':
      return t('flows.test.enabled');
    case 'outcome':
      return t('flows.test.outcome');
    case 'turns':
      return t('flows.test.turns');
    case 'flowId':
      return t('flows.test.flow');
    case 'language':
      return t('flows.test.language');
    case 'channel':
      return t('flows.test.channel');
    default:
      return t('flows.test.start');
  }
}
