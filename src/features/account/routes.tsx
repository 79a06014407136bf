import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const ACCOUNT_PATH = '/account';

export const accountArea: PortalArea = {
  id: 'account',
  path: ACCOUNT_PATH,
  labelKey: 'account.title',
  icon: AccountCircleOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: ACCOUNT_PATH,
      page: () => import('./AccountPage'),
      chunk: 'account',
      queryClient,
    }),
  ],
};
