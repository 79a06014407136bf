import { sameValue } from './sameValue';

/** What every editable resource carries (api/openapi.yaml `Versioned`). */
export interface Versioned {
  version: number;
  updatedAt?: string;
  updatedBy?: string | null;
}

export type Side = 'mine' | 'theirs';

const same = sameValue;

/** The fields both sides changed, to different values: only these need the person's choice. */
export function conflictingFields<T, K extends keyof T>(
  base: T,
  mine: T,
  theirs: T,
  fields: readonly K[],
): K[] {
  return fields.filter(
    (field) =>
      !same(mine[field], base[field]) &&
      !same(theirs[field], base[field]) &&
      !same(mine[field], theirs[field]),
  );
}

/**
 * The server's copy with my changes laid over it: a field only I changed takes my value, a field
 * only they changed keeps theirs, and a field we both changed takes the chosen side (theirs when
 * no choice was made). The result carries the server's version, so saving it is not a conflict.
 */
export function mergeOnto<T extends Versioned, K extends keyof T>(
  base: T,
  mine: T,
  theirs: T,
  fields: readonly K[],
  choices: Partial<Record<K, Side>> = {},
): T {
  const merged = { ...theirs };
  for (const field of fields) {
    const iChanged = !same(mine[field], base[field]);
    const theyChanged = !same(theirs[field], base[field]);
    const takeMine = iChanged && (!theyChanged || choices[field] === 'mine');
    if (takeMine) merged[field] = mine[field];
  }
  return merged;
}

/** A server copy usable for merging: an object with a numeric version. */
export function isVersioned(value: unknown): value is Versioned {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}
