import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../../lib/api-client/schema';
import { useNodeText } from '../editor/useNodeText';

/**
 * The name of the step that spoke, as the canvas shows it. A step the flow given does not have
 * (removed since, or only in the published version) is named by its id, so it can be found.
 */
export function useStepName(flow: Pick<Flow, 'nodes' | 'languages'>) {
  const { t } = useTranslation();
  const text = useNodeText(flow.languages);
  const byId = useMemo(() => new Map(flow.nodes.map((node) => [node.id, node])), [flow.nodes]);
  return useCallback(
    (nodeId: string) => {
      const node = byId.get(nodeId);
      return node ? text.title(node) : t('flows.simulator.transcript.unknownStep', { id: nodeId });
    },
    [byId, text, t],
  );
}
