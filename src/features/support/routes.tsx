import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const SUPPORT_PATH = '/support';

export const supportArea: PortalArea = {
  id: 'support',
  path: SUPPORT_PATH,
  labelKey: 'support.title',
  icon: SupportAgentOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: SUPPORT_PATH,
      page: () => import('./SupportPage'),
      chunk: 'support',
      queryClient,
    }),
  ],
};
