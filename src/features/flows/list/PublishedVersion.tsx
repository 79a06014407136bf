import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../layout/visuallyHidden';

/** "v3", or a dash (read out as "not published") before the first publication. */
export function PublishedVersion({ version }: { version: number | null }) {
  const { t } = useTranslation();
  if (version !== null) return <>{t('flows.list.version', { version })}</>;
  return (
    <>
      <Box component="span" aria-hidden>
        —
      </Box>
      <span style={visuallyHidden}>{t('flows.list.notPublished')}</span>
    </>
  );
}
