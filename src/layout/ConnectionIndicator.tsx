import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

/**
 * Non-blocking notice that the server cannot be reached. The status region is always
 * rendered so screen readers announce the notice when it appears, not only on page load.
 * On phones only the icon shows; the text stays available to assistive technology.
 */
export function ConnectionIndicator({ lost }: { lost: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex' }}>
      {lost && (
        <Chip
          color="warning"
          size="small"
          icon={<CloudOffIcon aria-hidden />}
          label={
            <Box
              component="span"
              sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}
            >
              {t('layout.connection.lost')}
            </Box>
          }
          sx={{ fontWeight: 600, '& .MuiChip-label': { px: { xs: 0.5, sm: 1 } } }}
        />
      )}
    </Box>
  );
}
