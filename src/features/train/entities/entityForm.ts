import { z } from 'zod/mini';
import {
  ENTITY_INPUT_LIMITS,
  ENTITY_KIND_VALUES,
  ENTITY_NAME_LIMITS,
  ENTITY_VALUE_LIMITS,
  SYSTEM_ENTITY_TYPE_VALUES,
  type Entity,
  type EntityInput,
  type EntityKind,
  type SystemEntityType,
} from '../../../lib/api-client/schema';

/** The contract's kinds and built-in types, as the form offers them. */
export const ENTITY_KINDS = ENTITY_KIND_VALUES;
export const SYSTEM_TYPES = SYSTEM_ENTITY_TYPE_VALUES;

export interface EntityFormValues {
  name: string;
  kind: EntityKind;
  values: { value: string; synonyms: string[] }[];
  pattern: string;
  /** '' until chosen. */
  system: SystemEntityType | '';
}

export const EMPTY_ENTITY: EntityFormValues = {
  name: '',
  kind: 'list',
  values: [{ value: '', synonyms: [] }],
  pattern: '',
  system: '',
};

const compiles = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/** The contract's rules (its limits, the name's pattern), each checked only for the kind that has the part. */
export const entityFormSchema = z
  .object({
    name: z.string().check(
      z.refine((value) => value.trim() !== '', 'required'),
      z.maxLength(ENTITY_NAME_LIMITS.maxLength, 'too_long'),
      z.refine(
        (value) => value.trim() === '' || ENTITY_NAME_LIMITS.pattern.test(value.trim()),
        'entity_name',
      ),
    ),
    kind: z.enum(ENTITY_KINDS),
    values: z.array(
      z.object({
        value: z.string().check(z.maxLength(ENTITY_VALUE_LIMITS.value.maxLength, 'too_long')),
        synonyms: z.array(
          z.string().check(z.maxLength(ENTITY_VALUE_LIMITS.synonyms.maxLength, 'too_long')),
        ),
      }),
    ),
    pattern: z.string().check(z.maxLength(ENTITY_INPUT_LIMITS.pattern.maxLength, 'too_long')),
    system: z.union([z.enum(SYSTEM_TYPES), z.literal('')]),
  })
  .check((context) => {
    const { kind, values, pattern, system } = context.value;
    const issue = (path: (string | number)[], message: string) =>
      context.issues.push({ code: 'custom', message, input: context.value, path });
    if (kind === 'list') {
      if (values.length === 0) issue(['values'], 'required');
      const seen = new Set<string>();
      values.forEach(({ value }, index) => {
        const key = value.trim().toLocaleLowerCase();
        if (!key) issue(['values', index, 'value'], 'required');
        else if (seen.has(key)) issue(['values', index, 'value'], 'already_exists');
        seen.add(key);
      });
    }
    if (kind === 'regex') {
      if (!pattern) issue(['pattern'], 'required');
      else if (!compiles(pattern)) issue(['pattern'], 'invalid_pattern');
    }
    if (kind === 'system' && !system) issue(['system'], 'required');
  });

export function toFormValues(entity: Entity): EntityFormValues {
  return {
    name: entity.name,
    kind: entity.kind,
    values: entity.values.map(({ value, synonyms }) => ({ value, synonyms })),
    pattern: entity.pattern ?? '',
    system: entity.system ?? '',
  };
}

/** What is sent: only the chosen kind's part. */
export function toInput(values: EntityFormValues): EntityInput {
  return {
    name: values.name.trim(),
    kind: values.kind,
    values:
      values.kind === 'list'
        ? values.values.map(({ value, synonyms }) => ({
            value: value.trim(),
            synonyms: synonyms.map((synonym) => synonym.trim()).filter(Boolean),
          }))
        : [],
    pattern: values.kind === 'regex' ? values.pattern : null,
    system: values.kind === 'system' && values.system ? values.system : null,
  };
}
