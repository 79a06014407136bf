import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import { visuallyHidden } from '../../../layout/visuallyHidden';

// Placeholder addresses until the product documentation is published; replace the host then.
const DOC_LINKS = [
  {
    href: 'https://docs.example.com/portal/getting-started',
    key: 'support.docs.links.gettingStarted',
  },
  { href: 'https://docs.example.com/portal/training', key: 'support.docs.links.training' },
  { href: 'https://docs.example.com/portal/speech-services', key: 'support.docs.links.speech' },
  {
    href: 'https://docs.example.com/portal/troubleshooting',
    key: 'support.docs.links.troubleshooting',
  },
] as const;

export function DocumentationSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('support.docs.title')}>
      <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 1 }}>
        {DOC_LINKS.map(({ href, key }) => (
          <li key={href}>
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {t(key)}
              <OpenInNewIcon
                aria-hidden
                fontSize="inherit"
                sx={{ ml: 0.5, verticalAlign: 'middle' }}
              />
              <span style={visuallyHidden}> {t('support.docs.newTab')}</span>
            </Link>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
