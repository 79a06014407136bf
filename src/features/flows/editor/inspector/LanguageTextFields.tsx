import type { Language } from '../../../../lib/api-client/schema';
import { SpokenTextField } from './SpokenTextField';

type TextsField = 'texts' | 'prompts' | 'noInputPrompts' | 'noMatchPrompts';

/**
 * One text per language of the flow, each with its language in its label. Every one is spoken on
 * the phone, so its voice markup is checked; the main texts have the markup toolbar.
 */
export function LanguageTextFields({
  field,
  languages,
  label,
  readOnly,
  toolbar,
}: {
  field: TextsField;
  languages: readonly Language[];
  label: (language: Language) => string;
  readOnly: boolean;
  toolbar?: { botId: string };
}) {
  return languages.map((language) => (
    <SpokenTextField
      key={language}
      name={`${field}.${language}`}
      label={label(language)}
      language={language}
      readOnly={readOnly}
      toolbar={toolbar}
    />
  ));
}
