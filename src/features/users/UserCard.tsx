import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../lib/api-client/schema';
import { useTimeZone } from '../../lib/preferences';
import { formatLastSignIn } from './formatLastSignIn';
import { UserActionsMenu } from './UserActionsMenu';
import { UserRoleControl } from './UserRoleControl';
import { UserStatusChip, YouChip } from './UserStatusChip';
import { useUserChange } from './useUserChange';

export interface UserEntryProps {
  user: PortalUser;
  /** The signed-in person may change users (users.manage). */
  canManage: boolean;
  /** This is the signed-in person: the server refuses demoting, deactivating or removing them. */
  isSelf: boolean;
  onDelete: (user: PortalUser) => void;
  /** A change failed; the page shows the message in place. */
  onError: (message: string) => void;
}

/**
 * One person at phone width: the e-mail gets the full width, and role, status and the actions stay
 * on screen instead of squeezing the name into a narrow column.
 */
export function UserCard({ user, canManage, isSelf, onDelete, onError }: UserEntryProps) {
  const { t, i18n } = useTranslation();
  const [timeZone] = useTimeZone();
  const change = useUserChange(user, onError);
  const editable = canManage && !isSelf;
  return (
    <>
      {change.conflictDialog}
      <ListItem divider sx={{ display: 'block', px: 2, py: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* A div: the "you" chip is a block element and may not sit in a paragraph. */}
            <Typography component="div" sx={{ fontWeight: 600 }}>
              {user.name}
              {isSelf && <YouChip />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
          {editable && <UserActionsMenu user={user} change={change} onDelete={onDelete} />}
        </Stack>
        <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <UserRoleControl user={user} editable={editable} change={change} />
          <UserStatusChip status={user.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('users.card.lastSignIn', {
            when: user.lastSignInAt
              ? formatLastSignIn(user.lastSignInAt, i18n.language, timeZone)
              : t('users.lastSignIn.never'),
          })}
        </Typography>
      </ListItem>
    </>
  );
}
