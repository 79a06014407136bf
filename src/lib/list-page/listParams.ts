/**
 * One address parameter of a list page: how its text becomes a value and back. A value that is
 * missing or not usable (a hand-edited or stale link) becomes the default instead of reaching
 * the server as a 400.
 */
export interface ListParam<T> {
  default: T;
  /** The value in the address, or undefined when it is missing or not usable. */
  parse: (raw: string) => T | undefined;
  /** The value as address text; '' or undefined leaves the parameter out. */
  format: (value: T) => string | undefined;
  /** Written even at its default (the dashboard's links always name period and channel). */
  keepDefault?: boolean;
}

export type SortDirection = 'asc' | 'desc';

export interface Sort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** One of a fixed set of values; without a default, undefined means "any". */
export function oneOf<T extends string>(
  values: readonly T[],
  fallback: T,
  options?: { keepDefault?: boolean },
): ListParam<T>;
export function oneOf<T extends string>(values: readonly T[]): ListParam<T | undefined>;
export function oneOf<T extends string>(
  values: readonly T[],
  fallback?: T,
  options: { keepDefault?: boolean } = {},
): ListParam<T | undefined> {
  return {
    default: fallback,
    parse: (raw) => values.find((value) => value === raw),
    format: (value) => value,
    keepDefault: options.keepDefault,
  };
}

/**
 * Free text, trimmed; '' for none. Longer than `maxLength` is cut to the contract's limit, or
 * with `dropTooLong` ignored (a cut name would name something else).
 */
export function text({
  maxLength,
  dropTooLong = false,
}: {
  maxLength: number;
  dropTooLong?: boolean;
}): ListParam<string> {
  return {
    default: '',
    parse: (raw) => {
      const value = raw.trim();
      if (value.length <= maxLength) return value;
      return dropTooLong ? undefined : value.slice(0, maxLength);
    },
    format: (value) => value.trim(),
  };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD` (not 2025-02-30). */
export const isDay = (value: string) =>
  DAY_PATTERN.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar day `YYYY-MM-DD`; '' for none. */
export const day = (): ListParam<string> => ({
  default: '',
  parse: (raw) => (isDay(raw) ? raw : undefined),
  format: (value) => value,
});

const positiveInt = (raw: string) =>
  /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;

/** The 1-based page, like the API. */
export const page = (): ListParam<number> => ({
  default: 1,
  parse: positiveInt,
  format: String,
});

/** Rows per page, one of the offered sizes. */
export function pageSize(sizes: readonly number[], fallback: number): ListParam<number> {
  return {
    default: fallback,
    parse: (raw) => {
      const size = positiveInt(raw);
      return size !== undefined && sizes.includes(size) ? size : undefined;
    },
    format: String,
  };
}

/** `field:direction` over the sortable fields, e.g. `startedAt:desc`. */
export function sort<F extends string>(
  fields: readonly F[],
  fallback: Sort<F>,
): ListParam<Sort<F>> {
  return {
    default: fallback,
    parse: (raw) => {
      const [field, direction] = raw.split(':');
      const known = fields.find((candidate) => candidate === field);
      return known && (direction === 'asc' || direction === 'desc')
        ? { field: known, direction }
        : undefined;
    },
    format: sortText,
  };
}

/** A header clicked: the same field flips its direction, a new field starts ascending. */
export function toggledSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  const direction = field === current.field && current.direction === 'asc' ? 'desc' : 'asc';
  return { field, direction };
}

/** A sort as the API's `field:direction` text. */
export const sortText = <F extends string>({ field, direction }: Sort<F>) =>
  `${field}:${direction}` as const;

/** The parameter builders of a ListDefinition: `param.oneOf(...)`, `param.page()`, … */
export const param = { oneOf, text, day, page, pageSize, sort };
