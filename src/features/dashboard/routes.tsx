import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const DASHBOARD_PATH = '/dashboard';

export const dashboardArea: PortalArea = {
  id: 'dashboard',
  path: DASHBOARD_PATH,
  labelKey: 'dashboard.title',
  icon: DashboardOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: DASHBOARD_PATH,
      page: () => import('./DashboardPage'),
      chunk: 'dashboard',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
  ],
};
