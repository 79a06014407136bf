/** The line (from 1) and the character within it (from 1) of a position (from 0) in a text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
