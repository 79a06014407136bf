import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const TECH_PATH = '/tech';
/** A voice call's latency, turn by turn. */
export const toCallLatency = (conversationId: string) =>
  `${TECH_PATH}/calls/${encodeURIComponent(conversationId)}`;
/** The live logs, optionally filtered by a search (a trace id, a conversation). */
export const toLogs = (query?: string) =>
  query ? `${TECH_PATH}/logs?${query}` : `${TECH_PATH}/logs`;

export const techArea: PortalArea = {
  id: 'tech',
  path: TECH_PATH,
  labelKey: 'tech.title',
  icon: BuildOutlinedIcon,
  routes: (queryClient) => {
    const techPage = { page: () => import('./TechPage'), chunk: 'tech' };
    return [
      // Health, the area's first section, is the area's own address.
      pageRoute({
        path: TECH_PATH,
        ...techPage,
        reads: () => import('./firstScreenReads'),
        queryClient,
      }),
      pageRoute({
        path: `${TECH_PATH}/calls/:conversationId`,
        page: () => import('./CallLatencyPage'),
        chunk: 'tech-call-latency',
        queryClient,
      }),
      pageRoute({ path: `${TECH_PATH}/:section`, ...techPage, queryClient }),
    ];
  },
};
