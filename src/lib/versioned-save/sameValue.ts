/** JSON with every object's keys sorted: the same data reads the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(
          Object.entries(part as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : part,
  );
}

/**
 * The same data, key order aside: a form's values come back with their keys in the order the
 * fields registered, stored data in the order the server sent them.
 */
export const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
