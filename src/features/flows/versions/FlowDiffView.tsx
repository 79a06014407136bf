import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode, Language } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { flowQueries } from '../api/flows';
import { useNodeText } from '../editor/useNodeText';
import { changeLine, connectionName, nodeName, type DiffTextContext } from './diffText';
import { diffFlows, isSameFlow, type ComparedFlow } from './flowDiff';

type HeadingLevel = 3 | 4 | 5;

const listSx = { m: 0, pl: 2.5, display: 'grid', gap: 0.5 } as const;

/** One kind of change under its heading, as a list; nothing when there is none of that kind. */
function DiffGroup({
  heading,
  level,
  items,
}: {
  heading: string;
  level: HeadingLevel;
  items: { key: string; content: ReactNode }[];
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={`h${level}`} variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={listSx}>
        {items.map((item) => (
          <Typography
            key={item.key}
            component="li"
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {item.content}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export interface FlowDiffViewProps {
  /** The older version, e.g. the latest published one. */
  before: ComparedFlow;
  /** The newer version, e.g. the draft. */
  after: ComparedFlow;
  /** The flow's languages: steps are named in the interface language where the flow has it. */
  languages: readonly Language[];
  /** The level of each group's heading: one below the heading the view is placed under. */
  headingLevel: HeadingLevel;
}

/**
 * What changed between two versions of a flow, readably: the steps added, removed, changed (with
 * each setting as old → new where short) and moved, and the connections added and removed.
 */
export function FlowDiffView({ before, after, languages, headingLevel }: FlowDiffViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useNodeText(languages);
  const { name: beforeName, nodes: beforeNodes, edges: beforeEdges } = before;
  const { name: afterName, nodes: afterNodes, edges: afterEdges } = after;
  const diff = useMemo(
    () =>
      diffFlows(
        { name: beforeName, nodes: beforeNodes, edges: beforeEdges },
        { name: afterName, nodes: afterNodes, edges: afterEdges },
      ),
    [beforeName, beforeNodes, beforeEdges, afterName, afterNodes, afterEdges],
  );
  // Subflows are named by their flows' names, which only a changed subflow step needs.
  const namesSubflows = diff.changed.some((change) =>
    change.fields.some((field) => field.field === 'flowId'),
  );
  const flows = useQuery({ ...flowQueries.choices(), enabled: namesSubflows });

  if (isSameFlow(diff)) return <Typography variant="body2">{t('flows.diff.same')}</Typography>;

  const flowNames = new Map(flows.data?.items.map((flow) => [flow.id, flow.name]));
  const context: DiffTextContext = {
    t,
    format,
    text,
    flowName: (id) => flowNames.get(id) ?? id,
  };
  const byId = (nodes: readonly FlowNode[]) => nodes.map((node) => [node.id, node] as const);
  // A connection's ends are named as the side it belongs to has them.
  const newerFirst = new Map([...byId(beforeNodes), ...byId(afterNodes)]);
  const olderFirst = new Map([...byId(afterNodes), ...byId(beforeNodes)]);
  const named = (node: FlowNode) => ({ key: node.id, content: nodeName(node, context) });

  return (
    <Stack sx={{ gap: 1.5 }}>
      {diff.name && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('flows.diff.change', {
            field: t('flows.editor.name'),
            before: diff.name.before,
            after: diff.name.after,
          })}
        </Typography>
      )}
      <DiffGroup
        heading={t('flows.diff.added', { count: diff.added.length })}
        level={headingLevel}
        items={diff.added.map(named)}
      />
      <DiffGroup
        heading={t('flows.diff.removed', { count: diff.removed.length })}
        level={headingLevel}
        items={diff.removed.map(named)}
      />
      <DiffGroup
        heading={t('flows.diff.changed', { count: diff.changed.length })}
        level={headingLevel}
        items={diff.changed.map((change) => ({
          key: change.after.id,
          content: (
            <>
              <Box component="span" sx={{ fontWeight: 'fontWeightBold' }}>
                {nodeName(change.after, context)}
              </Box>
              <Box component="ul" sx={{ ...listSx, mt: 0.5 }}>
                {change.fields.map((field) => (
                  <li key={'language' in field ? `${field.field}.${field.language}` : field.field}>
                    {changeLine(field, change.before, change.after, context)}
                  </li>
                ))}
              </Box>
            </>
          ),
        }))}
      />
      <DiffGroup
        heading={t('flows.diff.moved', { count: diff.moved.length })}
        level={headingLevel}
        items={diff.moved.map(named)}
      />
      <DiffGroup
        heading={t('flows.diff.connectionsAdded', { count: diff.connectionsAdded.length })}
        level={headingLevel}
        items={diff.connectionsAdded.map((edge) => ({
          key: edge.id,
          content: connectionName(edge, newerFirst, context),
        }))}
      />
      <DiffGroup
        heading={t('flows.diff.connectionsRemoved', { count: diff.connectionsRemoved.length })}
        level={headingLevel}
        items={diff.connectionsRemoved.map((edge) => ({
          key: edge.id,
          content: connectionName(edge, olderFirst, context),
        }))}
      />
    </Stack>
  );
}
