import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const HOME_PATH = '/';

export const homepageArea: PortalArea = {
  id: 'homepage',
  path: HOME_PATH,
  labelKey: 'homepage.title',
  icon: HomeOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: HOME_PATH,
      page: () => import('./HomePage'),
      chunk: 'homepage',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
  ],
};
