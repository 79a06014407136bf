import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FLOW_CARD_LIMITS,
  type FlowNodeData,
  type Language,
} from '../../../../lib/api-client/schema';
import { fieldErrorMessage } from '../../../../lib/forms/fieldErrorMessage';
import {
  FieldErrorTextContext,
  type FieldErrorText,
} from '../../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { LANGUAGE_LABEL_KEYS } from '../../../../lib/vocabulary/labels';

const cardErrorText: FieldErrorText = (t, reason) =>
  reason === 'https_url' ? t('flows.card.imageRule') : fieldErrorMessage(t, reason);

/**
 * A Say's or Ask's text shown in a chat as a card: a title per language and an image address
 * (an Ask's buttons are the card's). On the phone only the text is spoken.
 */
export function CardFields({
  languages,
  readOnly,
}: {
  languages: readonly Language[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<FlowNodeData>();
  const card = useWatch({ control, name: 'card' });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={card !== undefined}
            disabled={readOnly}
            onChange={(event) =>
              setValue('card', event.target.checked ? { titles: {}, imageUrl: '' } : undefined, {
                shouldDirty: true,
              })
            }
          />
        }
        label={t('flows.card.show')}
      />
      {card && (
        <FieldErrorTextContext.Provider value={cardErrorText}>
          {languages.map((language) => (
            <FormTextField<FlowNodeData>
              key={language}
              name={`card.titles.${language}`}
              label={t('flows.card.title', { language: t(LANGUAGE_LABEL_KEYS[language]) })}
              size="small"
              maxLength={FLOW_CARD_LIMITS.titles.maxLength}
              slotProps={{ htmlInput: { readOnly, lang: language } }}
            />
          ))}
          <FormTextField<FlowNodeData>
            name="card.imageUrl"
            label={t('flows.card.image')}
            helperText={t('flows.card.imageHint')}
            keepHelperText
            size="small"
            type="url"
            maxLength={FLOW_CARD_LIMITS.imageUrl.maxLength}
            slotProps={{ htmlInput: { readOnly, spellCheck: false } }}
          />
        </FieldErrorTextContext.Provider>
      )}
    </Stack>
  );
}
