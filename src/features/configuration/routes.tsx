import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const CONFIGURATION_PATH = '/configuration';
/** A configuration's editor, optionally open on one of its tabs. */
export const toConfiguration = (id: string, { tab }: { tab?: string } = {}) =>
  `${CONFIGURATION_PATH}/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;

export const configurationArea: PortalArea = {
  id: 'configuration',
  path: CONFIGURATION_PATH,
  labelKey: 'configuration.title',
  icon: SettingsOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: CONFIGURATION_PATH,
      page: () => import('./ConfigurationPage'),
      chunk: 'configuration',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
    pageRoute({
      path: `${CONFIGURATION_PATH}/:id`,
      page: () => import('./ConfigurationDetailPage'),
      chunk: 'configuration-detail',
      queryClient,
    }),
  ],
};
