import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeadingFocus } from './usePageHeadingFocus';
import { visuallyHidden } from './visuallyHidden';
import { useWorkspaceLayout } from './workspaceLayout';

/** At most two lines, cut with an ellipsis; a word longer than the line breaks anywhere. */
const TITLE_SX = {
  '&:focus': { outline: 'none' },
  minWidth: 0,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
} as const;

export interface PageContainerProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
  /**
   * The page is a workspace (the flow editor): it gets the window below the app bar and fills
   * it, nothing scrolls. Its own toolbar shows the record's name, so the heading is there for
   * screen readers and the document title only, and `actions` are left to the page.
   */
  workspace?: boolean;
}

/** A column that takes the height `<main>` hands down in workspace mode. */
const WORKSPACE_SX = { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/**
 * Frame of every area page: the page's one h1 (also the document title) and its content. A long
 * title (a record's name) stops after two lines with an ellipsis; the whole of it stays the
 * heading's text (its accessible name) and shows on hover (`title`).
 */
export function PageContainer({ title, actions, children, workspace = false }: PageContainerProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(heading);
  useWorkspaceLayout(workspace);
  const documentTitle = t('app.documentTitle', { page: title });
  // Set from an effect: the tab is named for the page on screen, also while a dialog or a
  // lazily loaded part of it is still on its way.
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  if (workspace) {
    return (
      <Box sx={WORKSPACE_SX}>
        <h1 ref={heading} tabIndex={-1} style={visuallyHidden}>
          {title}
        </h1>
        {children}
      </Box>
    );
  }
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
          title={title}
          sx={TITLE_SX}
        >
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>}
      </Stack>
      {children}
    </Box>
  );
}
