import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FlowSummary } from '../../../lib/api-client/schema';
import type { FlowActionsProps } from './FlowActionsMenu';
import { FlowsCardList } from './FlowsCardList';
import { FlowsGrid } from './FlowsGrid';
import type { FlowsListState } from './flowsListState';

export interface FlowsListProps extends FlowActionsProps {
  flows: FlowSummary[];
  total: number;
  /** The list's sort and page (the page already kept within the last one). */
  state: Pick<FlowsListState, 'sort' | 'page' | 'pageSize'>;
  /** A newer page is on its way (the previous one stays visible meanwhile). */
  busy: boolean;
  onChange: (changes: Partial<FlowsListState>) => void;
  /** A bot's name for its id (the id while the bots are not known). */
  botName: (botId: string) => string;
  /** The signed-in person may change flows (flows.edit): duplicate and delete are offered. */
  canEdit: boolean;
}

/**
 * The server-paged, server-sorted flows: MUI X's data grid; at phone width a card per flow, so
 * status, problems and the actions stay on screen without sideways scrolling.
 */
export function FlowsList(props: FlowsListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return phone ? <FlowsCardList {...props} /> : <FlowsGrid {...props} />;
}
