/** A slot mapping as the person writes it: one `left = right` per line. */
export const mappingText = (mapping: Record<string, string | undefined> | undefined) =>
  Object.entries(mapping ?? {})
    .map(([left, right]) => `${left} = ${right}`)
    .join('\n');

/** The lines that name two slots; the rest (half typed, empty) are left out. */
export function parseMapping(text: string): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([a-z][a-z0-9_]*)\s*=\s*([a-z][a-z0-9_]*)\s*$/.exec(line);
    if (match?.[1] && match[2]) mapping[match[1]] = match[2];
  }
  return mapping;
}
