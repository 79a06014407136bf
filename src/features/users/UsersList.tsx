import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PortalUser } from '../../lib/api-client/schema';
import { UsersCardList } from './UsersCardList';
import { UsersGrid } from './UsersGrid';
import type { UsersListState } from './usersListState';

export interface UsersListProps {
  users: PortalUser[];
  total: number;
  /** The list's sort and page (the page already kept within the last one). */
  state: Pick<UsersListState, 'sort' | 'page' | 'pageSize'>;
  /** A newer page is on its way (the previous one stays visible meanwhile). */
  busy: boolean;
  onChange: (changes: Partial<UsersListState>) => void;
  /** The signed-in person may change users (users.manage): role selects and actions are offered. */
  canManage: boolean;
  isSelf: (user: PortalUser) => boolean;
  onDelete: (user: PortalUser) => void;
  /** A change failed; the page shows the message in place. */
  onError: (message: string) => void;
}

/**
 * The server-paged, server-sorted people: MUI X's data grid, like every server-paged list of the
 * portal; at phone width a card per person, so role, status and actions stay on screen without
 * sideways scrolling.
 */
export function UsersList(props: UsersListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return phone ? <UsersCardList {...props} /> : <UsersGrid {...props} />;
}
