import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  ROLE_VALUES,
  USER_STATUS_VALUES,
  type Role,
  type UserStatus,
} from '../../lib/api-client/schema';
import { ListSearchField } from '../../lib/list-page';
import { ROLE_LABEL_KEYS, USER_STATUS_LABEL_KEYS } from '../../lib/vocabulary/labels';
import { isRole, isStatus } from './userOptions';
import { USERS_QUERY_MAX_LENGTH } from './usersListState';

export interface UsersFiltersProps {
  q: string | undefined;
  role: Role | undefined;
  status: UserStatus | undefined;
  onQueryChange: (q: string) => void;
  onRoleChange: (role: Role | undefined) => void;
  onStatusChange: (status: UserStatus | undefined) => void;
  onClear: () => void;
}

export function UsersFilters(props: UsersFiltersProps) {
  const { q, role, status, onQueryChange, onRoleChange, onStatusChange, onClear } = props;
  const { t } = useTranslation();
  const filtered = Boolean(q || role || status);

  return (
    <Stack
      role="search"
      aria-label={t('users.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, mb: 2, alignItems: { md: 'center' } }}
    >
      <ListSearchField
        value={q ?? ''}
        onSearch={onQueryChange}
        label={t('users.filters.search')}
        maxLength={USERS_QUERY_MAX_LENGTH}
      />
      <TextField
        select
        label={t('users.filters.role')}
        value={role ?? ''}
        onChange={(event) =>
          onRoleChange(isRole(event.target.value) ? event.target.value : undefined)
        }
        size="small"
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('users.filters.allRoles')}</MenuItem>
        {ROLE_VALUES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(ROLE_LABEL_KEYS[option])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('users.filters.status')}
        value={status ?? ''}
        onChange={(event) =>
          onStatusChange(isStatus(event.target.value) ? event.target.value : undefined)
        }
        size="small"
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('users.filters.allStatuses')}</MenuItem>
        {USER_STATUS_VALUES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(USER_STATUS_LABEL_KEYS[option])}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button onClick={onClear} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
          {t('users.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
