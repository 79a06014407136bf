import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../layout/SectionCard';
import { SHORTCUTS } from '../shortcuts';

export function ShortcutsSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('homepage.shortcuts.title')}>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {SHORTCUTS.map(({ path, labelKey, icon: Icon }) => (
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
