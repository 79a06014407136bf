import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const INCOMING_PATH = '/incoming';
export const toConversation = (id: string) => `${INCOMING_PATH}/${encodeURIComponent(id)}`;

export const incomingArea: PortalArea = {
  id: 'incoming',
  path: INCOMING_PATH,
  labelKey: 'incoming.title',
  icon: MoveToInboxOutlinedIcon,
  routes: (queryClient) => [
    pageRoute({
      path: INCOMING_PATH,
      page: () => import('./IncomingPage'),
      chunk: 'incoming',
      reads: () => import('./firstScreenReads'),
      queryClient,
    }),
    pageRoute({
      path: `${INCOMING_PATH}/:id`,
      page: () => import('./ConversationPage'),
      chunk: 'incoming-conversation',
      queryClient,
    }),
  ],
};
