import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeadingFocus } from './usePageHeadingFocus';

export interface PageContainerProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Frame of every area page: the page's one h1 (also the document title) and its content. */
export function PageContainer({ title, actions, children }: PageContainerProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(heading);
  const documentTitle = t('app.documentTitle', { page: title });
  // Set from an effect, not a <title> element: a page kept hidden (KeptPages) keeps its elements,
  // and the browser would name the tab after the first <title> in the document. Effects run only
  // for the page on screen, again each time it shows.
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mb: 3, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {/* An h1 by structure; the h2 size suits a page inside the app shell. */}
        {/* Focusable by script only: after navigation focus lands here (usePageHeadingFocus). */}
        <Typography
          ref={heading}
          variant="h2"
          component="h1"
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
      </Stack>
      {children}
    </Box>
  );
}
