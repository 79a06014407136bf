import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../layout/SectionCard';
import { usePortalAreas } from '../../../layout/portalAreas';
import { HOME_PATH } from '../routes';

export function ShortcutsSection() {
  const { t } = useTranslation();
  // Every area but Home itself, with the navigation's names and icons.
  const shortcuts = usePortalAreas().filter((area) => area.path !== HOME_PATH);
  return (
    <SectionCard title={t('homepage.shortcuts.title')}>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {shortcuts.map(({ path, labelKey, icon: Icon }) => (
          <li key={path}>
            <Button component={Link} to={path} variant="outlined" startIcon={<Icon aria-hidden />}>
              {t(labelKey)}
            </Button>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
