import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod/mini';
import { SectionCard } from '../../../layout/SectionCard';
import { fieldErrorsOf } from '../../../lib/api-client/apiErrors';
import {
  LANGUAGE_VALUES,
  type Language,
  type PredictedIntent,
} from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { formResolver } from '../../../lib/forms/formResolver';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { modelQueries, usePinSentence } from '../api/models';
import { tagLabel } from '../intentForm';
import { toIntent } from '../routes';

import { usePrediction } from '../api/predictions';

interface SentenceValues {
  text: string;
  language: Language;
  /** Empty for the active model. */
  modelId: string;
}

const sentenceSchema = z.object({
  text: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(500, 'too_long'),
  ),
  language: z.enum(LANGUAGE_VALUES),
  modelId: z.string(),
});

/**
 * A sentence and its language in, the three most likely intents with their confidence out: from
 * the active model, or from another one before activating it. A result can be pinned as a test
 * sentence that must keep its intent.
 */
export function TestSentence({ language }: { language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const predict = usePrediction();
  const pin = usePinSentence();
  const models = useQuery(modelQueries.list());
  const { data: me } = useMe();
  const canPin = hasPermission(me, 'nlu.edit');
  const resultsId = useId();
  const form = useForm<SentenceValues>({
    defaultValues: { text: '', language, modelId: '' },
    resolver: formResolver(sentenceSchema),
  });
  const submit = form.handleSubmit(({ text, language: chosen, modelId }) => {
    pin.reset();
    predict.mutate({ text: text.trim(), language: chosen, ...(modelId ? { modelId } : {}) });
  });
  const intents = predict.data?.intents;
  const tested = predict.variables;
  const pinAs = (intent: PredictedIntent) => {
    if (!tested) return;
    pin.mutate(
      { text: tested.text, language: tested.language, intentId: intent.intentId },
      {
        onSuccess: () =>
          notify({
            message: t('train.predict.pinned', { name: intent.name }),
            severity: 'success',
          }),
      },
    );
  };

  return (
    <SectionCard title={t('train.predict.title')}>
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, alignItems: { md: 'flex-start' } }}
        >
          <FormTextField<SentenceValues>
            name="text"
            label={t('train.predict.text')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormSelect<SentenceValues>
            name="language"
            label={t('train.predict.language')}
            size="small"
            options={LANGUAGE_VALUES.map((value) => ({
              value,
              label: t(LANGUAGE_LABEL_KEYS[value]),
            }))}
            sx={{ minWidth: 180 }}
          />
          <FormSelect<SentenceValues>
            name="modelId"
            label={t('train.predict.model')}
            size="small"
            options={[
              { value: '', label: t('train.predict.activeModel') },
              ...(models.data?.items ?? [])
                .filter((model) => !model.active)
                .map((model) => ({
                  value: model.id,
                  label: t('train.models.name', { when: format.dateTime(model.createdAt) }),
                })),
            ]}
            sx={{ minWidth: 220 }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={predict.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('train.predict.submit')}
          </Button>
        </Stack>
      </FormProvider>
      {pin.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(
            fieldErrorsOf(pin.error).text === 'already_exists'
              ? 'train.predict.alreadyPinned'
              : 'train.predict.pinFailed',
          )}
        </Alert>
      )}
      {predict.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('train.predict.failed')}
        </Alert>
      )}
      {intents && (
        <Stack sx={{ mt: 2, gap: 1 }} aria-labelledby={resultsId} role="region">
          <Typography id={resultsId} component="h3" variant="subtitle1">
            {t('train.predict.results')}
          </Typography>
          {intents.length === 0 ? (
            <Typography>{t('train.predict.none')}</Typography>
          ) : (
            <Stack component="ol" sx={{ m: 0, pl: 3, gap: 1 }}>
              {intents.map((intent) => (
                <li key={intent.intentId}>
                  <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                    <Link
                      component={RouterLink}
                      to={toIntent(intent.intentId)}
                      sx={{ minWidth: 160 }}
                    >
                      {intent.name}
                    </Link>
                    <LinearProgress
                      variant="determinate"
                      value={intent.confidence * 100}
                      aria-label={t('train.predict.confidence', { name: intent.name })}
                      sx={{ flex: 1, maxWidth: 240 }}
                    />
                    <Typography variant="body2">{format.percent(intent.confidence)}</Typography>
                    {canPin && (
                      <IconButton
                        size="small"
                        aria-label={t('train.predict.pin', { name: intent.name })}
                        disabled={pin.isPending}
                        onClick={() => pinAs(intent)}
                      >
                        <PushPinOutlinedIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
          {tested && predict.data && predict.data.entities.length > 0 && (
            <Typography>
              {t('train.predict.entities', {
                tags: predict.data.entities.map((tag) => tagLabel(tested.text, tag)).join(', '),
              })}
            </Typography>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
