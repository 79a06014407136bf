/** Test kit: the shipped translation files, and a way to read them as `key.path → text`. */
export type LocaleTree = { [key: string]: string | LocaleTree };

export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const entry of flattenLocale(value, path)) entries.set(...entry);
  }
  return entries;
}
