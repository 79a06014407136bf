import type { FieldErrors } from './respond';

export interface ListQuery<F extends string> {
  page: number;
  pageSize: number;
  sortField: F;
  descending: boolean;
}

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

function positiveInt(raw: string | null, fallback: number): number | undefined {
  if (raw === null) return fallback;
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** Reads `page`, `pageSize` and `sort=field:asc|desc`, noting what is wrong in `errors`. */
export function readListQuery<F extends string>(
  params: URLSearchParams,
  sortable: readonly F[],
  defaultSort: `${F}:${'asc' | 'desc'}`,
  errors: FieldErrors,
): ListQuery<F> {
  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  if (page === undefined) errors.page = 'invalid';
  if (pageSize === undefined || pageSize > MAX_PAGE_SIZE) errors.pageSize = 'invalid';
  const [field, direction] = (params.get('sort') ?? defaultSort).split(':');
  const validSort =
    (sortable as readonly string[]).includes(field) && ['asc', 'desc'].includes(direction);
  if (!validSort) errors.sort = 'invalid';
  const [defaultField, defaultDirection] = defaultSort.split(':');
  return {
    page: page ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: (validSort ? field : defaultField) as F,
    descending: (validSort ? direction : defaultDirection) === 'desc',
  };
}

/** An enum-valued filter: the value, undefined when absent, or an error noted. */
export function readEnum<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  errors: FieldErrors,
): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  errors[name] = 'unknown_value';
  return undefined;
}

type Sortable = string | number | null;

/** Sorts by one field (nulls last), stable, then answers the requested page. */
export function pageOf<T, F extends string>(
  items: T[],
  query: ListQuery<F>,
  valueOf: (item: T, field: F) => Sortable,
) {
  const direction = query.descending ? -1 : 1;
  const sorted = [...items].sort((a, b) => {
    const x = valueOf(a, query.sortField);
    const y = valueOf(b, query.sortField);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
