import { sameValue } from './sameValue';

/** A nested resource as `path → value`, e.g. `{ 'speech.languages.de-DE.voice': 'katja' }`. */
export type FlatFields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The leaves of a nested object by dotted path, so a conflict or a revision diff can name the one
 * setting that differs instead of a whole section. Arrays are leaves: a list (opening ranges,
 * allowed origins) is compared and merged as one value, never element by element.
 */
export function flattenFields(value: object, prefix = ''): FlatFields {
  const flat: FlatFields = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child) && Object.keys(child).length > 0) {
      Object.assign(flat, flattenFields(child, path));
    } else {
      flat[path] = child;
    }
  }
  return flat;
}

/** The nested object back from its leaves (the inverse of {@link flattenFields}). */
export function unflattenFields<T>(flat: FlatFields): T {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key) => {
      if (!isPlainObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = value;
  }
  return root as T;
}

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** Every leaf that differs between two versions of a resource, in a stable (path) order. */
export function changedFields(before: object, after: object): FieldChange[] {
  const a = flattenFields(before);
  const b = flattenFields(after);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return paths
    .filter((path) => !sameValue(a[path], b[path]))
    .map((path) => ({ path, before: a[path], after: b[path] }));
}
