import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TECH_SECTIONS, type TechSectionId } from './techSections';

/**
 * Links, not tabs: each section is its own address (bookmarkable, back button), and links wrap
 * onto a second line on a phone instead of scrolling sideways.
 */
export function TechNav({ current }: { current: TechSectionId }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('tech.sections.label')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {TECH_SECTIONS.map((section) => (
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
