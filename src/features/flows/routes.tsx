import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const FLOWS_PATH = '/flows';
/** A flow's editor. */
export const toFlow = (id: string) => `${FLOWS_PATH}/${encodeURIComponent(id)}`;

export const flowsArea: PortalArea = {
  id: 'flows',
  path: FLOWS_PATH,
  labelKey: 'flows.title',
  icon: AccountTreeOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: FLOWS_PATH,
      page: () => import('./FlowsPage'),
      chunk: 'flows',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
    pageRoute({
      path: `${FLOWS_PATH}/:id`,
      page: () => import('./FlowEditorPage'),
      chunk: 'flows-editor',
      queryClient,
    }),
  ],
};
