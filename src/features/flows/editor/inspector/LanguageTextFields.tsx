import type { Language } from '../../../../lib/api-client/schema';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import type { FlowNodeData } from '../../../../lib/api-client/schema';

type TextsField = 'texts' | 'prompts' | 'noInputPrompts' | 'noMatchPrompts';

/** One text per language of the flow, each with its language in its label. */
export function LanguageTextFields({
  field,
  languages,
  label,
  readOnly,
}: {
  field: TextsField;
  languages: readonly Language[];
  label: (language: Language) => string;
  readOnly: boolean;
}) {
  return languages.map((language) => (
    <FormTextField<FlowNodeData>
      key={language}
      name={`${field}.${language}`}
      label={label(language)}
      multiline
      minRows={1}
      maxRows={4}
      slotProps={{ htmlInput: { lang: language, maxLength: 2000, readOnly } }}
    />
  ));
}
