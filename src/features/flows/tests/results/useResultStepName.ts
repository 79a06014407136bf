import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../../../lib/api-client/schema';
import { flowQueries } from '../../api/flows';
import { useNodeText } from '../../editor/useNodeText';

/** No flow to name steps by (not loaded, or deleted): steps go by their ids. */
const NO_FLOW: Pick<Flow, 'nodes' | 'languages'> = { nodes: [], languages: [] };

/** The most of a step's text shown to tell it from the others of its type. */
const SUMMARY_MAX = 40;

const shortened = (text: string) =>
  text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : text;

/**
 * A step's name in a result, by the flow's current draft (read only when `needed`): its label;
 * without one its type with the start of its text ("Say: Welcome to the order…"), as the canvas
 * shows it, since a flow has many steps of one type; a step the flow does not have by its id.
 */
export function useResultStepName(flowId: string, needed: boolean) {
  const { t } = useTranslation();
  const flow = useQuery({ ...flowQueries.detail(flowId), enabled: needed });
  const { nodes, languages } = flow.data ?? NO_FLOW;
  const text = useNodeText(languages);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  return useCallback(
    (nodeId: string) => {
      const node = byId.get(nodeId);
      if (!node) return t('flows.testRun.missingStep', { id: nodeId });
      if (node.data.label?.trim()) return node.data.label.trim();
      const summary = text.summary(node).trim();
      return summary
        ? t('flows.testRun.stepWithText', { type: text.title(node), text: shortened(summary) })
        : text.title(node);
    },
    [byId, text, t],
  );
}
