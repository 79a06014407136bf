import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const USERS_PATH = '/users';

export const usersArea: PortalArea = {
  id: 'users',
  path: USERS_PATH,
  labelKey: 'users.title',
  icon: PeopleOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: USERS_PATH,
      page: () => import('./UsersPage'),
      chunk: 'users',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
  ],
};
