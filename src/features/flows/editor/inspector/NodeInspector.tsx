import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLOW_HTTP_METHOD_VALUES,
  FLOW_OUTCOME_VALUES,
  type FlowNode,
  type FlowNodeData,
  type Language,
} from '../../../../lib/api-client/schema';
import { formResolver } from '../../../../lib/forms/formResolver';
import { FormSelect } from '../../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';
import { usePendingInput } from '../../../../lib/edit-session';
import { canonicalJson } from '../../../../lib/versioned-save/sameValue';
import { flowQueries } from '../../api/flows';
import { updateNodeData } from '../graph';
import type { KeptDraft } from '../keptDraft';
import { FLOW_OUTCOME_LABEL_KEYS } from '../../labels';
import { BodyTemplateField } from './BodyTemplateField';
import { ConditionRules } from './ConditionRules';
import { BranchCheckbox } from './BranchCheckbox';
import { ButtonRows } from './ButtonRows';
import { CardFields } from './CardFields';
import { DtmfOptionRows } from './DtmfOptionRows';
import { ResponseMappingRows } from './ResponseMappingRows';
import { TryApiCallButton } from './TryApiCallButton';
import { SlotMappingField } from './SlotMappingField';
import { SubflowTargetLink } from './SubflowTargetLink';
import type { SubflowLookup } from '../useSubflowNames';
import { LanguageTextFields } from './LanguageTextFields';
import { TIMEOUT_MS } from '../../model/apiCall';
import { nodeFormSchema, toNodeData } from './nodeForm';

/** A pause in typing this long applies the step's settings. */
export const APPLY_PAUSE_MS = 1000;

export interface NodeInspectorProps {
  node: FlowNode;
  flowId: string;
  /** The flow's bot: its voice speaks the texts' previews. */
  botId: string;
  languages: readonly Language[];
  readOnly: boolean;
  /** The flows subflow steps call, by name. */
  subflows: SubflowLookup;
  /** The slots the flow fills: what a condition's expression may name. */
  slots: ReadonlySet<string>;
  newRuleId: () => string;
  onApply: (data: FlowNodeData) => void;
}

/**
 * The selected step's settings. Changes are applied when a field is left, when typing pauses
 * (or with Apply): each
 * becomes one undo step and is autosaved with the flow. Rendered with `key={node.id}`.
 */
export function NodeInspector({
  node,
  flowId,
  botId,
  languages,
  readOnly,
  subflows,
  slots,
  newRuleId,
  onApply,
}: NodeInspectorProps) {
  const { t } = useTranslation();
  const form = useForm<FlowNodeData>({
    defaultValues: node.data,
    resolver: formResolver(nodeFormSchema(node.type)),
    mode: 'onTouched',
    // Settings apply as a field is left: the focus must stay where the person moved it, not
    // jump to another field still waiting for a value.
    shouldFocusError: false,
  });
  const flows = useQuery({ ...flowQueries.choices(), enabled: node.type === 'subflow' });
  const language = (key: Language) => t(LANGUAGE_LABEL_KEYS[key]);
  // The step as the form would save it, key order aside: the form's values come in the order
  // its fields registered (touching one reorders them), stored data in another; neither
  // selecting a step nor leaving a field untouched counts as unsaved work.
  const saved = canonicalJson(toNodeData(node.data));
  // Follows the step when it changes from elsewhere (undo, a restored version, a colleague's
  // copy taken over), but not when its own apply comes back: a reset then would take back what
  // was done since (a box ticked, a row added as the field was left) and re-mount the rows.
  const applied = useRef(saved);
  useEffect(() => {
    if (saved === applied.current) return;
    applied.current = saved;
    form.reset(node.data);
  }, [saved, node.data, form]);
  const apply = useCallback(
    (event?: FormEvent) =>
      form.handleSubmit((values) => {
        const data = toNodeData(values);
        // Leaving a field without changing it adds no undo step and no save.
        if (readOnly || canonicalJson(data) === saved) return;
        applied.current = canonicalJson(data);
        onApply(data);
      })(event),
    [form, readOnly, saved, onApply],
  );

  // What is typed here and not applied yet is unsaved work of the flow: the session counts it,
  // keeps it with the draft when the tab closes, and applies it before leaving or switching
  // language; a pause in typing applies it (one undo step), so the autosave takes it too.
  const typed = useWatch({ control: form.control }) as FlowNodeData;
  const differs = !readOnly && canonicalJson(toNodeData(typed)) !== saved;
  usePendingInput<KeptDraft>(`step.${node.id}`, differs, {
    apply: (draft) => ({
      ...draft,
      graph: updateNodeData(draft.graph, node.id, toNodeData(form.getValues())),
    }),
    commit: () => void apply(),
  });
  useEffect(() => {
    if (!differs) return undefined;
    const timer = window.setTimeout(() => void apply(), APPLY_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, differs, apply]);
  const field = (
    name: 'slot' | 'entity' | 'value' | 'integration' | 'path' | 'target',
    max: number,
  ) => (
    <FormTextField<FlowNodeData>
      name={name}
      label={t(`flows.editor.fields.${name}`)}
      size="small"
      slotProps={{ htmlInput: { readOnly, maxLength: max } }}
    />
  );

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        aria-label={t('flows.editor.inspector.title')}
        onSubmit={(event) => void apply(event)}
        onBlur={() => {
          if (!readOnly) void apply();
        }}
        sx={{ gap: 1.5 }}
      >
        <FormTextField<FlowNodeData>
          name="label"
          label={t('flows.editor.fields.label')}
          size="small"
          slotProps={{ htmlInput: { readOnly, maxLength: 80 } }}
        />
        {node.type === 'say' && (
          <>
            <LanguageTextFields
              field="texts"
              languages={languages}
              readOnly={readOnly}
              toolbar={{ botId }}
              label={(key) => t('flows.editor.fields.text', { language: language(key) })}
            />
            <CardFields languages={languages} readOnly={readOnly} />
          </>
        )}
        {node.type === 'ask' && (
          <>
            <LanguageTextFields
              field="prompts"
              languages={languages}
              readOnly={readOnly}
              toolbar={{ botId }}
              label={(key) => t('flows.editor.fields.prompt', { language: language(key) })}
            />
            {field('slot', 60)}
            {field('entity', 60)}
            <FormTextField<FlowNodeData>
              name="retries"
              numeric
              label={t('flows.editor.fields.retries')}
              size="small"
              slotProps={{ htmlInput: { readOnly, min: 0, max: 5 } }}
            />
            <LanguageTextFields
              field="noInputPrompts"
              languages={languages}
              readOnly={readOnly}
              label={(key) => t('flows.editor.fields.noInput', { language: language(key) })}
            />
            <LanguageTextFields
              field="noMatchPrompts"
              languages={languages}
              readOnly={readOnly}
              label={(key) => t('flows.editor.fields.noMatch', { language: language(key) })}
            />
            <BranchCheckbox
              name="noAnswerBranch"
              label={t('flows.editor.fields.noAnswerBranch')}
              readOnly={readOnly}
            />
            <DtmfOptionRows readOnly={readOnly} />
            <ButtonRows languages={languages} readOnly={readOnly} />
            <CardFields languages={languages} readOnly={readOnly} />
          </>
        )}
        {node.type === 'condition' && (
          <ConditionRules readOnly={readOnly} newRuleId={newRuleId} slots={slots} />
        )}
        {node.type === 'setSlot' && (
          <>
            {field('slot', 60)}
            {field('value', 200)}
          </>
        )}
        {node.type === 'apiCall' && (
          <>
            {field('integration', 60)}
            <FormSelect<FlowNodeData>
              name="method"
              label={t('flows.editor.fields.method')}
              size="small"
              disabled={readOnly}
              options={FLOW_HTTP_METHOD_VALUES.map((method) => ({ value: method, label: method }))}
            />
            {field('path', 300)}
            <BodyTemplateField slots={slots} readOnly={readOnly} />
            <FormTextField<FlowNodeData>
              name="timeoutMs"
              numeric
              label={t('flows.editor.fields.timeoutMs')}
              size="small"
              slotProps={{
                htmlInput: { readOnly, min: TIMEOUT_MS.min, max: TIMEOUT_MS.max, step: 100 },
              }}
            />
            <ResponseMappingRows readOnly={readOnly} />
            {!readOnly && <TryApiCallButton />}
          </>
        )}
        {node.type === 'handover' && field('target', 100)}
        {node.type === 'subflow' && (
          <>
            <FormSelect<FlowNodeData>
              name="flowId"
              label={t('flows.editor.fields.flow')}
              size="small"
              disabled={readOnly}
              options={(flows.data?.items ?? [])
                .filter((flow) => flow.id !== flowId)
                .map((flow) => ({ value: flow.id, label: flow.name }))}
            />
            <SubflowTargetLink subflows={subflows} />
            <SlotMappingField
              name="inputs"
              label={t('flows.editor.fields.inputs')}
              helperText={t('flows.editor.fields.inputsHint')}
              readOnly={readOnly}
            />
            <SlotMappingField
              name="outputs"
              label={t('flows.editor.fields.outputs')}
              helperText={t('flows.editor.fields.outputsHint')}
              readOnly={readOnly}
            />
          </>
        )}
        {node.type === 'end' && (
          <FormSelect<FlowNodeData>
            name="outcome"
            label={t('flows.editor.fields.outcome')}
            size="small"
            disabled={readOnly}
            options={FLOW_OUTCOME_VALUES.map((outcome) => ({
              value: outcome,
              label: t(FLOW_OUTCOME_LABEL_KEYS[outcome]),
            }))}
          />
        )}
        {!readOnly && (
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('flows.editor.inspector.apply')}
          </Button>
        )}
      </Stack>
    </FormProvider>
  );
}
