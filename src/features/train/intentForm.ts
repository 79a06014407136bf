import { z } from 'zod/mini';
import {
  INTENT_EXAMPLE_INPUT_LIMITS,
  INTENT_INPUT_LIMITS,
  INTENT_NAME_LIMITS,
  LANGUAGE_VALUES,
  type EntityTag,
  type ExampleSource,
  type Intent,
  type IntentInput,
  type IntentUpdate,
  type Language,
} from '../../lib/api-client/schema';
import { EntityTagSchema } from '../../lib/api-client/schemas/train';
import type { Versioned } from '../../lib/versioned-save';

/** One example as the form holds it: an existing one keeps its id (and its entity tags). */
export interface FormExample {
  id: string | null;
  text: string;
  entities: EntityTag[];
}

export interface IntentFormValues {
  name: string;
  description: string;
  /** Per language, in the server's order; new ones at the end. */
  examples: Record<Language, FormExample[]>;
}

/** An empty list per language. */
const noExamples = () =>
  Object.fromEntries(LANGUAGE_VALUES.map((language) => [language, []])) as unknown as Record<
    Language,
    FormExample[]
  >;

export const EMPTY_INTENT: IntentFormValues = { name: '', description: '', examples: noExamples() };

const example = z.object({
  id: z.nullable(z.string()),
  text: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(INTENT_EXAMPLE_INPUT_LIMITS.text.maxLength, 'too_long'),
  ),
  entities: z.array(EntityTagSchema),
});

/** The contract's rules (its limits and the name's pattern), checked before anything is sent. */
export const intentFormSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', 'required'),
    z.maxLength(INTENT_NAME_LIMITS.maxLength, 'too_long'),
    z.refine(
      (value) => value.trim() === '' || INTENT_NAME_LIMITS.pattern.test(value.trim()),
      'intent_name',
    ),
  ),
  description: z.string().check(z.maxLength(INTENT_INPUT_LIMITS.description.maxLength, 'too_long')),
  examples: z.object(
    Object.fromEntries(LANGUAGE_VALUES.map((language) => [language, z.array(example)])) as Record<
      Language,
      z.ZodMiniArray<typeof example>
    >,
  ),
});

/** The form's start from a server copy. */
export function toFormValues(intent: Intent): IntentFormValues {
  const examples = noExamples();
  for (const { id, text, language, entities } of intent.examples) {
    examples[language].push({ id, text, entities });
  }
  return { name: intent.name, description: intent.description, examples };
}

/** The examples in the order the request sends them: language by language. */
const orderedExamples = (values: IntentFormValues) =>
  LANGUAGE_VALUES.flatMap((language) =>
    values.examples[language].map((item) => ({ language, item })),
  );

/** The POST body for the form's values. */
export function toInput(values: IntentFormValues): IntentInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    examples: orderedExamples(values).map(({ language, item }) => ({
      ...(item.id ? { id: item.id } : {}),
      text: item.text.trim(),
      language,
      // A tag refers to positions in the words it was made on: one past a shortened text goes.
      entities: item.entities.filter((tag) => tag.end <= item.text.trim().length),
    })),
  };
}

/** The PUT body for the form's values and the version they are based on. */
export const toUpdate = (values: IntentFormValues, version: number): IntentUpdate => ({
  ...toInput(values),
  version,
});

/**
 * A server field error's path (`examples.7.text`, an index into the request's list) as the form's
 * own (`examples.fr-FR.1.text`); other paths stay as they are.
 */
export function formPathOf(values: IntentFormValues, serverPath: string): string {
  const match = /^examples\.(\d+)\.(\w+)$/.exec(serverPath);
  if (!match) return serverPath;
  const ordered = orderedExamples(values);
  const target = ordered[Number(match[1])];
  if (!target) return serverPath;
  const index = values.examples[target.language].indexOf(target.item);
  return `examples.${target.language}.${index}.${match[2]}`;
}

/** What a conflict compares: name, description and each language's examples as a whole. */
export type FlatIntent = Versioned & {
  name: string;
  description: string;
} & Record<`examples.${Language}`, FormExample[]>;

/** The examples as compared: the same example with the same words and tags is the same. */
const comparable = ({ id, text, entities }: FormExample): FormExample => ({
  id,
  text: text.trim(),
  entities,
});

export function toFlat(values: IntentFormValues, version: number): FlatIntent {
  const flat = {
    name: values.name.trim(),
    description: values.description.trim(),
    version,
  } as FlatIntent;
  for (const language of LANGUAGE_VALUES) {
    flat[`examples.${language}`] = values.examples[language].map(comparable);
  }
  return flat;
}

export function fromFlat(flat: FlatIntent): IntentFormValues {
  const examples = noExamples();
  for (const language of LANGUAGE_VALUES) examples[language] = flat[`examples.${language}`];
  return { name: flat.name, description: flat.description, examples };
}

/** Where the saved examples came from, by id; typed ones (manual) are not marked. */
export const sourcesOf = (intent: Intent): ReadonlyMap<string, ExampleSource> =>
  new Map(
    intent.examples
      .filter((example) => example.source !== 'manual')
      .map((example) => [example.id, example.source]),
  );

/** The tag's words and entity, as a chip says them. */
export const tagLabel = (text: string, tag: EntityTag) =>
  `${tag.entity}: ${text.slice(tag.start, tag.end)}`;
