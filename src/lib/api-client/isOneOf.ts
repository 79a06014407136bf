/**
 * A type guard for one of the API's codes, e.g. what a URL parameter carries against
 * `PERIOD_VALUES` from the generated schema.
 */
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
