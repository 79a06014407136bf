import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * React Hook Form's resolver for a zod (or zod/mini) schema of the form's values: each issue at
 * its field's path, its message a reason code the field translates.
 */
export function formResolver<T extends FieldValues>(schema: SafeParser): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const keys = issue.path.map(String);
      let node = errors;
      keys.slice(0, -1).forEach((key) => {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      });
      const leaf = keys[keys.length - 1] ?? 'root';
      // The first reason per field: the one the person fixes first.
      node[leaf] ??= { type: 'validate', message: issue.message } satisfies FieldError;
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
