import Box from '@mui/material/Box';
import { lineAndColumn } from '../../model/textPosition';

/**
 * The place of a fault under a copy of its line, a caret at its character: for the eye; the
 * field's message names the place for everyone.
 */
export function FaultMark({ text, position }: { text: string; position: number }) {
  const { line, column } = lineAndColumn(text, position);
  const content = text.split('\n')[line - 1] ?? '';
  return (
    <Box
      component="pre"
      aria-hidden
      sx={{ m: 0, mt: 0.5, fontSize: '0.8125rem', overflowX: 'auto', color: 'text.primary' }}
    >
      {`${content}\n${' '.repeat(Math.min(column - 1, content.length))}^`}
    </Box>
  );
}
