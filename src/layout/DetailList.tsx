import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Detail {
  /** Stable React key; also keeps the term text free to change with the language. */
  id: string;
  term: string;
  value: ReactNode;
}

/**
 * Label/value pairs as a description list (dl/dt/dd), so screen readers announce each value with
 * its label. Two columns from the small breakpoint up, stacked on phones.
 */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {details.map(({ id, term, value }) => (
        <Box key={id} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
