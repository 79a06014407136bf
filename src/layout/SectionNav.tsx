import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NavSection<Id extends string> {
  id: Id;
  path: string;
  labelKey: ParseKeys;
}

/**
 * An area's sections as links, not tabs: each section is its own address (bookmarkable, back
 * button), and links wrap onto a second line on a phone instead of scrolling sideways.
 */
export function SectionNav<Id extends string>({
  labelKey,
  sections,
  current,
}: {
  /** The navigation landmark's name. */
  labelKey: ParseKeys;
  sections: readonly NavSection<Id>[];
  current: Id;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t(labelKey)}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {sections.map((section) => (
        <Button
          key={section.id}
          component={Link}
          to={section.path}
          variant={section.id === current ? 'contained' : 'outlined'}
          aria-current={section.id === current ? 'page' : undefined}
        >
          {t(section.labelKey)}
        </Button>
      ))}
    </Stack>
  );
}
