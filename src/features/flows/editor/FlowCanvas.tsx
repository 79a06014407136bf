import MapIcon from '@mui/icons-material/MapOutlined';
import {
  Background,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NODE_TYPE_LABEL_KEYS } from '../labels';
import { toFlow } from '../routes';
import { toCanvasEdge, toCanvasNode, type CanvasNode } from './canvasNodes';
import { FlowCanvasStyles } from './FlowCanvasStyles';
import { FlowNodeView } from './FlowNodeView';
import { connect, moveNodes, removeEdges, removeNodes, type FlowGraph } from './graph';
import { useAriaLabelConfig } from './useAriaLabelConfig';
import type { StepProblems } from './stepProblems';
import type { NodeText } from './useNodeText';
import type { SubflowLookup } from './useSubflowNames';
import { useOpeningViewport } from './useOpeningViewport';
import { useCanvasKeyboard } from './keyboard/useCanvasKeyboard';
import { useLongPress } from './touch/useLongPress';

const NODE_TYPES = { flow: FlowNodeView };
const OVERVIEW_ZOOM = 0.5;
const FILL = { position: 'absolute', inset: 0, width: 'auto', height: 'auto' } as const;
/** Small: an overview to find one's way, not a second canvas (React Flow's is 200 × 150). */
const MINIMAP_SIZE = { width: 140, height: 96 };

export interface Selection {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

export interface FlowCanvasProps {
  /** Names the place this person left the flow at. */
  flowId: string;
  graph: FlowGraph;
  /** How steps read: in the editor's content language, subflows by name. */
  text: NodeText;
  subflows: SubflowLookup;
  readOnly: boolean;
  selection: Selection;
  /** The steps with problems (as the problems panel lists them) or refused by the server. */
  problemNodes: ReadonlyMap<string, StepProblems>;
  pathNodes: ReadonlySet<string>;
  /** A step to open at (readable, in the middle) instead of where the person left the flow. */
  openAt?: string | undefined;
  /** The overview in the corner is shown; the person can hide it. */
  minimap: boolean;
  onMinimapChange: (shown: boolean) => void;
  /** `gesture`: a frame of a drag, recorded as one undo step when it ends. */
  onChange: (graph: FlowGraph, options?: { gesture?: boolean }) => void;
  onSelectionChange: (selection: Selection) => void;
  /** Steps were deleted from the canvas (the focused one with them). */
  onRemoved?: () => void;
  /** Enter on a step: its settings, ready to type in. */
  onOpenSettings: () => void;
  /** A long press (touch) or a right click on a step: its menu, at that point. */
  onStepMenu: (nodeId: string, at: { x: number; y: number }) => void;
}

/** The flow drawn with React Flow: only what is on screen is rendered; positions come stored. */
export function FlowCanvas({
  flowId,
  graph,
  text,
  subflows,
  readOnly,
  selection,
  problemNodes,
  pathNodes,
  openAt,
  minimap,
  onMinimapChange,
  onChange,
  onSelectionChange,
  onRemoved,
  onOpenSettings,
  onStepMenu,
}: FlowCanvasProps) {
  const { t } = useTranslation();
  const keysHelpId = useId();
  const ariaLabelConfig = useAriaLabelConfig();
  const nodes = useMemo(() => {
    const problemsOf = (nodeId: string) => {
      const problems = problemNodes.get(nodeId);
      if (!problems) return undefined;
      const label = [
        problems.count > 0 ? t('flows.editor.problems.count', { count: problems.count }) : '',
        problems.refused ? t('flows.canvas.refused') : '',
      ]
        .filter(Boolean)
        .join('. ');
      return { ...problems, label };
    };
    const openOf = (flowId: string | undefined) => {
      const target = subflows(flowId);
      return target.state === 'found'
        ? { to: toFlow(target.id), label: t('flows.canvas.openFlow', { name: target.name }) }
        : undefined;
    };
    return graph.nodes.map((node) =>
      toCanvasNode(node, text, t(NODE_TYPE_LABEL_KEYS[node.type]), {
        selected: selection.nodes.has(node.id),
        problems: problemsOf(node.id),
        open: node.type === 'subflow' ? openOf(node.data.flowId) : undefined,
        onPath: pathNodes.has(node.id),
      }),
    );
  }, [graph.nodes, text, subflows, t, selection.nodes, problemNodes, pathNodes]);
  const longPress = useLongPress(onStepMenu);
  const keyboard = useCanvasKeyboard({
    graph,
    selectedId: selection.nodes.size === 1 ? [...selection.nodes][0] : undefined,
    readOnly,
    select: (ids) => onSelectionChange({ nodes: ids, edges: new Set() }),
    onChange,
    onOpenSettings,
  });
  // One step is in the Tab order (roving focus): the canvas is one Tab stop, not one per step.
  // Only the steps whose Tab stop changes are new objects, so React Flow redraws only them.
  const describedNodes = useMemo(
    () =>
      nodes.map((node) => ({
        ...node,
        domAttributes: { tabIndex: -1, 'aria-describedby': keysHelpId },
      })),
    [nodes, keysHelpId],
  );
  const focusableNodes = useMemo(
    () =>
      describedNodes.map((node) =>
        node.id === keyboard.activeId
          ? { ...node, domAttributes: { ...node.domAttributes, tabIndex: 0 } }
          : node,
      ),
    [describedNodes, keyboard.activeId],
  );
  const edges = useMemo(() => {
    const byId = new Map(graph.nodes.map((node) => [node.id, node]));
    return graph.edges.map((edge) => {
      const source = byId.get(edge.source);
      const target = byId.get(edge.target);
      return toCanvasEdge(
        edge,
        source,
        text,
        {
          selected: selection.edges.has(edge.id),
          onPath: pathNodes.has(edge.source) && pathNodes.has(edge.target),
        },
        (output) =>
          t('flows.canvas.edgeLabel', {
            from: source ? text.title(source) : edge.source,
            output: output || t('flows.outputs.next'),
            to: target ? text.title(target) : edge.target,
          }),
      );
    });
  }, [graph.nodes, graph.edges, text, t, selection.edges, pathNodes]);

  // Zoomed far out, steps show only their type: less to draw, and still readable as a map.
  // Set only when the threshold is crossed, so zooming does not re-render the canvas.
  const [overview, setOverview] = useState(false);
  // The start step as the flow was opened: where the canvas opens does not follow later edits.
  const [opening] = useState(() => ({
    start: graph.nodes.find((node) => node.type === 'start'),
    first: graph.nodes.slice(0, 4).map((node) => ({ id: node.id })),
    focus: graph.nodes.find((node) => node.id === openAt),
  }));
  const keepViewport = useOpeningViewport(flowId, opening);

  const onNodesChange = (changes: NodeChange<CanvasNode>[]) => {
    const positions = new Map<string, { x: number; y: number }>();
    let gesture = false;
    const removed = new Set<string>();
    let selected: Set<string> | undefined;
    for (const change of changes) {
      if (change.type === 'position' && change.position) {
        positions.set(change.id, change.position);
        gesture ||= change.dragging === true;
      } else if (change.type === 'remove') {
        removed.add(change.id);
      } else if (change.type === 'select') {
        selected ??= new Set(selection.nodes);
        if (change.selected) selected.add(change.id);
        else selected.delete(change.id);
      }
    }
    if (selected) onSelectionChange({ nodes: selected, edges: selection.edges });
    if (readOnly) return;
    if (positions.size > 0) onChange(moveNodes(graph, positions), { gesture });
    if (removed.size > 0) {
      onChange(removeNodes(graph, removed));
      onRemoved?.();
    }
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    const removed = new Set<string>();
    let selected: Set<string> | undefined;
    for (const change of changes) {
      if (change.type === 'remove') removed.add(change.id);
      else if (change.type === 'select') {
        selected ??= new Set(selection.edges);
        if (change.selected) selected.add(change.id);
        else selected.delete(change.id);
      }
    }
    if (selected) onSelectionChange({ nodes: selection.nodes, edges: selected });
    if (!readOnly && removed.size > 0) onChange(removeEdges(graph, removed));
  };

  const onConnect = (connection: Connection) => {
    const next = connect(
      graph,
      connection.source,
      connection.sourceHandle ?? null,
      connection.target,
    );
    if (next !== graph) onChange(next);
  };

  return (
    <>
      <FlowCanvasStyles />
      <ReactFlow<CanvasNode>
        className={overview ? 'flow-canvas--overview' : undefined}
        onMove={(_event, viewport) => setOverview(viewport.zoom < OVERVIEW_ZOOM)}
        nodes={focusableNodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        onMoveEnd={(event, viewport) => {
          keepViewport(event, viewport);
          keyboard.onMoveEnd();
        }}
        // The keys are the portal's own (useCanvasKeyboard): arrows go along the connections
        // instead of nudging the step, and connections are reached through their steps.
        disableKeyboardA11y
        edgesFocusable={false}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        {...longPress}
        onNodeContextMenu={(event, node) => {
          event.preventDefault();
          onStepMenu(node.id, { x: event.clientX, y: event.clientY });
        }}
        onlyRenderVisibleElements
        minZoom={0.1}
        ariaLabelConfig={ariaLabelConfig}
        // The one corner nothing else uses: the controls are bottom left, the minimap bottom right.
        attributionPosition="top-right"
        // Fills the canvas region exactly, whatever its height comes from.
        style={FILL}
      >
        <span id={keysHelpId} hidden>
          {t('flows.keyboard.stepHint')}
        </span>
        <Background />
        <Controls showInteractive={false}>
          <ControlButton
            onClick={() => onMinimapChange(!minimap)}
            aria-label={t('flows.canvas.minimapToggle')}
            title={t('flows.canvas.minimapToggle')}
            aria-pressed={minimap}
          >
            <MapIcon aria-hidden />
          </ControlButton>
        </Controls>
        {minimap && (
          <MiniMap pannable zoomable ariaLabel={t('flows.canvas.minimap')} style={MINIMAP_SIZE} />
        )}
      </ReactFlow>
    </>
  );
}
