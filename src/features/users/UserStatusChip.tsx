import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../../lib/api-client/schema';
import { USER_STATUS_LABEL_KEYS } from '../../lib/vocabulary/labels';

// Outlined chips paint their text in the palette's `main`, and the brand green is too light for
// text on white (2.3:1): the darker shades keep AA contrast.
const STATUS_COLORS = {
  active: 'success.dark',
  invited: 'info.main',
  deactivated: 'text.secondary',
} as const satisfies Record<UserStatus, string>;

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(USER_STATUS_LABEL_KEYS[status])}
      sx={{ color: STATUS_COLORS[status], borderColor: STATUS_COLORS[status] }}
    />
  );
}

/** Marks the signed-in person's own entry. */
export function YouChip() {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t('users.table.you')} sx={{ ml: 1 }} />;
}
