import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod/mini';
import { SectionCard } from '../../../layout/SectionCard';
import { LANGUAGE_VALUES, type Language } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { formResolver } from '../../../lib/forms/formResolver';
import { LANGUAGE_LABEL_KEYS } from '../../../lib/vocabulary/labels';
import { toIntent } from '../paths';
import { usePrediction } from './predictApi';

interface SentenceValues {
  text: string;
  language: Language;
}

const sentenceSchema = z.object({
  text: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(500, 'too_long'),
  ),
  language: z.enum(LANGUAGE_VALUES),
});

/** A sentence and its language in, the three most likely intents with their confidence out. */
export function TestSentence({ language }: { language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const predict = usePrediction();
  const resultsId = useId();
  const form = useForm<SentenceValues>({
    defaultValues: { text: '', language },
    resolver: formResolver(sentenceSchema),
  });
  const submit = form.handleSubmit((values) =>
    predict.mutate({ text: values.text.trim(), language: values.language }),
  );
  const intents = predict.data?.intents;

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
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
