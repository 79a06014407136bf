/**
 * A store of values made once per key for the page's lifetime. Start-up steps that must not run
 * twice go through it: StrictMode mounts twice and runs effects twice, and a second sign-in code
 * exchange fails ("no matching state"), a second UserManager renews the session twice, a second
 * i18n instance loads the translations again. A promise that rejects is forgotten, so the next
 * mount tries again.
 */
export function createPageMemo<V>() {
  const made = new Map<unknown, V>();
  return function once(key: unknown, make: () => V): V {
    if (made.has(key)) return made.get(key) as V;
    const value = make();
    made.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (made.get(key) === value) made.delete(key);
      });
    }
    return value;
  };
}
