import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLOW_TEST_EXPECTATION_LIMITS,
  FLOW_TEST_REPLY_LIMITS,
  FLOW_TEST_TURN_LIMITS,
  type Language,
} from '../../../../lib/api-client/schema';
import { FormSelect } from '../../../../lib/forms/fields/FormSelect';
import { FormSwitch } from '../../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import type { FlowTestValues, TurnValues } from './testForm';

export interface TurnCardProps {
  index: number;
  /** The conversation's language: what the caller and the bot say is marked with it. */
  language: Language;
  readOnly: boolean;
  /** A step's name as the flow's draft has it (its id when the draft lacks it). */
  stepName: (nodeId: string) => string;
}

/** One check: its switch, and while it is on, what it expects. */
function Check({
  name,
  label,
  on,
  readOnly,
  children,
}: {
  name: `turns.${number}.${'steps' | 'reply' | 'intent' | 'slots'}.on`;
  label: string;
  on: boolean;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <FormSwitch<FlowTestValues> name={name} label={label} disabled={readOnly} />
      {on ? (
        children
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('flows.test.notChecked')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * A turn of the test: what the caller says (none in the bot's opening, turn 1) and what the bot
 * must bring in return, each check with a switch that turns it off (then it is not sent).
 */
export function TurnCard({ index, language, readOnly, stepName }: TurnCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { control } = useFormContext<FlowTestValues>();
  const turn = useWatch({ control, name: `turns.${index}` }) as TurnValues;
  const prefix = `turns.${index}` as const;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {t('flows.test.turn', { number: index + 1 })}
        </Typography>
        {turn.said === null ? (
          <Typography color="text.secondary">{t('flows.test.opening')}</Typography>
        ) : (
          <FormTextField<FlowTestValues>
            name={`${prefix}.said`}
            label={t('flows.test.said')}
            helperText={t('flows.test.saidHelp')}
            disabled={readOnly}
            multiline
            maxLength={FLOW_TEST_TURN_LIMITS.said.maxLength}
            slotProps={{ htmlInput: { lang: language } }}
          />
        )}
        <Check
          name={`${prefix}.steps.on`}
          label={t('flows.test.checkSteps')}
          on={turn.steps.on}
          readOnly={readOnly}
        >
          {turn.steps.ids.length === 0 ? (
            <Typography variant="body2">{t('flows.test.noSteps')}</Typography>
          ) : (
            <Typography
              component="ol"
              variant="body2"
              aria-label={t('flows.test.steps')}
              sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}
            >
              {turn.steps.ids.map((id, position) => (
                <li key={`${id}-${position}`}>{stepName(id)}</li>
              ))}
            </Typography>
          )}
        </Check>
        <Check
          name={`${prefix}.reply.on`}
          label={t('flows.test.checkReply')}
          on={turn.reply.on}
          readOnly={readOnly}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField<FlowTestValues>
              name={`${prefix}.reply.text`}
              label={t('flows.test.reply')}
              disabled={readOnly}
              multiline
              required
              maxLength={FLOW_TEST_REPLY_LIMITS.text.maxLength}
              slotProps={{ htmlInput: { lang: language } }}
              sx={{ flex: 1 }}
            />
            <FormSelect<FlowTestValues>
              name={`${prefix}.reply.match`}
              label={t('flows.test.match')}
              disabled={readOnly}
              options={[
                { value: 'exact', label: t('flows.test.matchExact') },
                { value: 'contains', label: t('flows.test.matchContains') },
              ]}
              sx={{ minWidth: { sm: 200 } }}
            />
          </Stack>
        </Check>
        <Check
          name={`${prefix}.intent.on`}
          label={t('flows.test.checkIntent')}
          on={turn.intent.on}
          readOnly={readOnly}
        >
          <FormTextField<FlowTestValues>
            name={`${prefix}.intent.text`}
            label={t('flows.test.intent')}
            disabled={readOnly}
            required
            maxLength={FLOW_TEST_EXPECTATION_LIMITS.intent.maxLength}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        </Check>
        <Check
          name={`${prefix}.slots.on`}
          label={t('flows.test.checkSlots')}
          on={turn.slots.on}
          readOnly={readOnly}
        >
          <FormTextField<FlowTestValues>
            name={`${prefix}.slots.text`}
            label={t('flows.test.slots')}
            helperText={t('flows.test.slotsHelp')}
            disabled={readOnly}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        </Check>
      </Stack>
    </Paper>
  );
}
