import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { flowQueries, type FlowsParams } from '../../api/flows';

/** A bot has few flows: its first hundred by name are all of them in practice. */
const botFlowsParams = (botId: string): FlowsParams => ({
  botId,
  page: 1,
  pageSize: 100,
  sort: 'name:asc',
});

/**
 * A bot's flows (the flows list's query) and a flow's name by its id: the id while the flows are
 * not known, or for a flow deleted since.
 */
export function useBotFlows(botId: string | undefined) {
  const flows = useQuery({
    ...flowQueries.list(botFlowsParams(botId ?? '')),
    enabled: Boolean(botId),
  });
  // The list keeps the previous answer while the next loads: never another bot's flows.
  const items = flows.data?.items.filter((flow) => flow.botId === botId);
  const flowName = useCallback(
    (flowId: string) => items?.find((flow) => flow.id === flowId)?.name ?? flowId,
    [items],
  );
  return { flows: items ?? [], flowName };
}
