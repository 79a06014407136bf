import ChatIcon from '@mui/icons-material/ChatOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useReactFlow } from '@xyflow/react';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useId,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Flow, FlowNodeType } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { PendingInputContext, StoredDraftAlert, useEditSession } from '../../../lib/edit-session';
import { ConflictDialog, UnsavedChangesDialog } from '../../../lib/versioned-save';
import { flowQueries } from '../api/flows';
import { filledSlots, validateFlow } from '../model/validateFlow';
import { SimulatorPanel } from '../simulator/SimulatorPanel';
import { PublishButton } from '../versions/PublishButton';
import { UnpublishedChangesBanner } from '../versions/UnpublishedChangesBanner';
import { VersionsButton } from '../versions/VersionsButton';
import { NODE_HEIGHT, NODE_WIDTH } from './canvasNodes';
import { CommandPalette } from './CommandPalette';
import { EditorToolbar } from './EditorToolbar';
import { editorCommands } from './commands';
import { ConnectDialog } from './ConnectDialog';
import { TranslationsButton } from '../translations/TranslationsButton';
import { withTexts } from '../model/flowTexts';
import { FlowCanvas, type Selection } from './FlowCanvas';
import { toDraft, type DraftField, type FlowDraft } from './flowDraft';
import {
  addNode,
  connect,
  fragmentOf,
  parseFragment,
  pasteFragment,
  removeEdges,
  removeNodes,
  updateNodeData,
  type FlowGraph,
} from './graph';
import { historyReducer, startHistory } from './graphHistory';
import { requestLayout } from './layout/requestLayout';
import { NodeInspector } from './inspector/NodeInspector';
import type { EditorArrival } from './arrival';
import { CoverageNotice } from './CoverageNotice';
import { parseKeptDraft, type KeptDraft } from './keptDraft';
import { useCoverage } from './useCoverage';
import { ProblemsPanel } from './ProblemsPanel';
import { SidePanelSection } from './SidePanelSection';
import { SaveStatusText } from './SaveStatusText';
import { useFlowAutosave } from './useFlowAutosave';
import { DockToggle } from './workspace/DockToggle';
import { EditorWorkspace } from './workspace/EditorWorkspace';
import type { WorkspacePanel } from './workspace/workspacePanel';
import type { PanelId } from './workspace/panelFolds';
import { ShortcutsDialog } from './keyboard/ShortcutsDialog';
import { firstField } from './keyboard/firstField';
import { stepElement } from './keyboard/useCanvasKeyboard';
import { StepMenu, type StepMenuTarget } from './touch/StepMenu';
import { useWorkspacePreferences } from './workspace/workspacePreferences';
import { useNodeText } from './useNodeText';
import { ContentLanguageSelect } from './ContentLanguageSelect';
import { stepProblems } from './stepProblems';
import { useContentLanguage } from './useContentLanguage';
import { useSubflowNames } from './useSubflowNames';

const NO_SELECTION: Selection = { nodes: new Set(), edges: new Set() };

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const newRuleId = () => `rule-${crypto.randomUUID().slice(0, 8)}`;

export interface FlowEditorProps {
  flow: Flow;
  readOnly: boolean;
  /** What the address asked for: a step to show, a replay to start, a run's coverage. */
  arrival?: EditorArrival;
}

/**
 * The flow editor: canvas, the selected step's settings and the live problems, with undo and
 * redo, copy and paste, and a draft that saves itself with its version.
 */
export function FlowEditor({ flow, readOnly, arrival }: FlowEditorProps) {
  const { t } = useTranslation();
  const reactFlow = useReactFlow();
  const [history, dispatch] = useReducer(
    historyReducer,
    { nodes: flow.nodes, edges: flow.edges },
    startHistory,
  );
  const graph = history.present;
  const [name, setName] = useState(flow.name);
  // Arriving at a step (a link from a transcript, a replay): it is selected and in view.
  const [arrivedAt] = useState(() => {
    const id = arrival?.replay?.startNodeId ?? arrival?.step;
    return flow.nodes.some((node) => node.id === id) ? id : undefined;
  });
  const [selection, setSelection] = useState<Selection>(() =>
    arrivedAt ? { nodes: new Set([arrivedAt]), edges: new Set() } : NO_SELECTION,
  );
  const [connecting, setConnecting] = useState(false);
  const [palette, setPalette] = useState(false);
  /** The simulator's run so far, highlighted on the canvas. */
  const [path, setPath] = useState<ReadonlySet<string>>(() => new Set());
  /** The canvas takes the focus back when the focused step is gone (deleted), so keys go on. */
  const canvasId = useId();
  const [contentLanguage, setContentLanguage] = useContentLanguage(flow);
  const subflows = useSubflowNames(graph.nodes);
  const text = useNodeText(flow.languages, { contentLanguage, subflow: subflows });
  const theme = useTheme();
  // Not a phone unless the browser says so: without matchMedia (tests) the panels are docked.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [preferences, setPreferences] = useWorkspacePreferences();
  const dockId = useId();
  // A replay opens with the simulator in view: its sheet on a phone, unfolded in the dock.
  const [sheet, setSheet] = useState<PanelId | undefined>(() =>
    arrival?.replay ? 'simulator' : undefined,
  );
  const [replay] = useState(() => arrival?.replay);
  useEffect(() => {
    if (!replay || phone) return;
    if (preferences.dockOpen && !preferences.folded.includes('simulator')) return;
    setPreferences({
      ...preferences,
      dockOpen: true,
      folded: preferences.folded.filter((panel) => panel !== 'simulator'),
    });
    // Once, on arrival; later folds are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const coverage = useCoverage(flow.id);
  const [shortcuts, setShortcuts] = useState(false);
  const [stepMenu, setStepMenu] = useState<StepMenuTarget | undefined>(undefined);
  const menuStep = graph.nodes.find((node) => node.id === stepMenu?.nodeId);
  /** A step menu's entry that acts on the selection: the menu's step becomes it first. */
  const withMenuStepSelected = (action: () => void) => () => {
    if (!menuStep) return;
    setSelection({ nodes: new Set([menuStep.id]), edges: new Set() });
    action();
  };

  const change = useCallback(
    (next: FlowGraph, options?: { gesture?: boolean }) =>
      dispatch({ type: 'change', graph: next, gesture: options?.gesture }),
    [],
  );
  const adopt = useCallback((draft: FlowDraft) => {
    dispatch({ type: 'change', graph: draft.graph });
    setName(draft.name);
  }, []);
  const autosave = useFlowAutosave({ flow, name, graph, readOnly, onAdopt: adopt });
  const session = useEditSession<KeptDraft>({
    record: `flow:${flow.id}`,
    readOnly,
    dirty: autosave.dirty,
    version: autosave.version,
    draft: () => ({ name, graph }),
    parseStored: parseKeptDraft,
  });
  // Typed settings not applied to the step yet are unsaved too, whatever the last save said.
  const saveStatus = autosave.status === 'saved' && session.dirty ? 'pending' : autosave.status;
  const queryClient = useQueryClient();

  /** A colleague saved since: with nothing unsaved here, their copy is shown at once. */
  const catchUp = async () => {
    const latest = await queryClient.fetchQuery({ ...flowQueries.detail(flow.id), staleTime: 0 });
    if (!autosave.dirty) autosave.takeTheirs(toDraft(latest));
  };
  const compared = useMemo(() => ({ name, ...graph }), [name, graph]);

  const problems = useMemo(
    () =>
      validateFlow(
        { nodes: graph.nodes, edges: graph.edges, languages: flow.languages },
        { flowId: flow.id },
      ),
    [graph.nodes, graph.edges, flow.languages, flow.id],
  );
  const slots = useMemo(() => filledSlots(graph.nodes), [graph.nodes]);
  const problemNodes = useMemo(
    () => stepProblems(problems, autosave.refused),
    [problems, autosave.refused],
  );

  // The simulator names the steps it walks, the ones added since the flow was opened too.
  const simulated = useMemo(() => ({ ...flow, nodes: graph.nodes }), [flow, graph.nodes]);

  const selectedNodes = graph.nodes.filter((node) => selection.nodes.has(node.id));
  const selected = selectedNodes.length === 1 ? selectedNodes[0] : undefined;

  /** Selects a step, centres it and gives it the focus (`nodes`: a graph just changed). */
  const show = (nodeId: string, nodes = graph.nodes) => {
    const node = nodes.find((candidate) => candidate.id === nodeId);
    if (!node) return;
    setSelection({ nodes: new Set([nodeId]), edges: new Set() });
    void reactFlow.setCenter(node.position.x + NODE_WIDTH / 2, node.position.y + NODE_HEIGHT / 2, {
      zoom: Math.max(reactFlow.getZoom(), 1),
      duration: 200,
    });
    // The step itself takes the focus, so the keyboard goes on from there.
    window.requestAnimationFrame(() => stepElement(nodeId)?.focus());
  };

  const focusCanvas = () => document.getElementById(canvasId)?.focus();

  /** The settings panel shown (unfolded, or its sheet on a phone) and its first field focused. */
  const openSettings = () => {
    if (phone) setSheet('settings');
    else if (!preferences.dockOpen || preferences.folded.includes('settings')) {
      setPreferences({
        ...preferences,
        dockOpen: true,
        folded: preferences.folded.filter((panel) => panel !== 'settings'),
      });
    }
    // Once the selected step's settings are drawn; unless the person has moved on meanwhile
    // (clicked into a field): the focus is never taken from where they put it.
    const from = document.activeElement;
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        const now = document.activeElement;
        if (now === from || now === document.body) firstField('settings')?.focus();
      }),
    );
  };

  /** Escape in the settings: back to the step on the canvas, where the keys go on. */
  const onSettingsKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !selected || event.defaultPrevented) return;
    event.preventDefault();
    setSheet(undefined);
    // Still on screen as a rule (it was focused a moment ago); else brought into view first.
    const step = stepElement(selected.id);
    if (step) step.focus();
    else show(selected.id);
  };

  /** A step of `type`, after `after` (the selected step unless said) and wired to it. */
  const add = (type: FlowNodeType, after = selected?.id) => {
    const viewport = reactFlow.screenToFlowPosition({
      x: window.innerWidth / 2,
      y: window.innerHeight / 2,
    });
    const added = addNode(graph, type, { after, position: viewport });
    change(added.graph);
    show(added.nodeId, added.graph.nodes);
  };

  const deleteSelected = () => {
    let next = removeNodes(graph, selection.nodes);
    next = removeEdges(next, selection.edges);
    change(next);
    setSelection(NO_SELECTION);
    focusCanvas();
  };

  /** Auto-layout, off the main thread; one undo step, on the graph as it is when it is done. */
  const tidyUp = async () => {
    try {
      const positions = await requestLayout(graph);
      dispatch({ type: 'arrange', positions: new Map(Object.entries(positions)) });
      window.requestAnimationFrame(() => void reactFlow.fitView({ duration: 200 }));
    } catch {
      notify({ message: t('flows.editor.layoutFailed'), severity: 'error' });
    }
  };

  const commands = () =>
    editorCommands({
      t,
      text,
      nodes: graph.nodes,
      edges: graph.edges,
      selected,
      readOnly,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      canDelete: selection.nodes.size > 0 || selection.edges.size > 0,
      actions: {
        show,
        add: (type) => add(type),
        undo: () => dispatch({ type: 'undo' }),
        redo: () => dispatch({ type: 'redo' }),
        connect: () => setConnecting(true),
        tidyUp: () => void tidyUp(),
        delete: deleteSelected,
        disconnect: (edgeId) => change(removeEdges(graph, new Set([edgeId]))),
        shortcuts: () => setShortcuts(true),
      },
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === 'k') {
      event.preventDefault();
      setPalette(true);
      return;
    }
    if (isTyping(event.target)) return;
    if (event.key === '?') {
      event.preventDefault();
      setShortcuts(true);
      return;
    }
    if (readOnly) return;
    if (command && key === 'z') {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    } else if (command && key === 'y') {
      event.preventDefault();
      dispatch({ type: 'redo' });
    }
  };

  const onCopy = (event: ClipboardEvent) => {
    if (isTyping(event.target) || selection.nodes.size === 0) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', JSON.stringify(fragmentOf(graph, selection.nodes)));
  };

  const onPaste = (event: ClipboardEvent) => {
    if (readOnly || isTyping(event.target)) return;
    event.preventDefault();
    const fragment = parseFragment(event.clipboardData.getData('text/plain'));
    if (typeof fragment === 'string') {
      notify({ message: t(`flows.editor.paste.${fragment}`), severity: 'error' });
      return;
    }
    const pasted = pasteFragment(graph, fragment);
    change(pasted.graph);
    setSelection({ nodes: new Set(pasted.nodeIds), edges: new Set() });
  };

  const restoreKept = () => {
    const kept = session.takeStored();
    if (!kept) return;
    change(kept.graph);
    setName(kept.name);
  };

  const problemsTitle =
    problems.length > 0
      ? `${t('flows.editor.problems.title')} (${problems.length})`
      : t('flows.editor.problems.title');

  const graphSummary = (value: FlowGraph) =>
    t('flows.editor.graphSummary', { nodes: value.nodes.length, edges: value.edges.length });

  const panels: WorkspacePanel[] = [
    {
      id: 'settings',
      label: t('flows.editor.inspector.title'),
      icon: <TuneIcon />,
      content: (
        <SidePanelSection
          panel="settings"
          title={t('flows.editor.inspector.title')}
          onKeyDown={onSettingsKeyDown}
        >
          {selected ? (
            <PendingInputContext.Provider value={session.pendingInputs}>
              <NodeInspector
                key={selected.id}
                node={selected}
                flowId={flow.id}
                botId={flow.botId}
                languages={flow.languages}
                readOnly={readOnly}
                subflows={subflows}
                slots={slots}
                newRuleId={newRuleId}
                onApply={(data) => change(updateNodeData(graph, selected.id, data))}
              />
            </PendingInputContext.Provider>
          ) : (
            <Typography variant="body2">
              {selectedNodes.length > 1
                ? t('flows.editor.inspector.several', { count: selectedNodes.length })
                : t('flows.editor.inspector.none')}
            </Typography>
          )}
        </SidePanelSection>
      ),
    },
    {
      id: 'problems',
      label: problemsTitle,
      icon: <ReportProblemIcon />,
      content: (
        <SidePanelSection panel="problems" title={problemsTitle}>
          <ProblemsPanel problems={problems} nodes={graph.nodes} text={text} onShow={show} />
        </SidePanelSection>
      ),
    },
    {
      id: 'simulator',
      label: t('flows.simulator.title'),
      icon: <ChatIcon />,
      content: (
        <SimulatorPanel
          flow={simulated}
          saved={!session.dirty}
          startNodeId={selected?.id}
          startNodeName={selected ? text.title(selected) : undefined}
          onPathChange={(ids) => setPath(new Set(ids))}
          replay={replay}
        />
      ),
    },
  ];

  // Colleagues' unpublished changes concern publishing, not the canvas: beside the canvas, at the
  // top of the panels, where it takes no height from the steps.
  const notice = <UnpublishedChangesBanner flow={flow} />;
  const noticeInDock = !phone && preferences.dockOpen;

  return (
    <Stack
      sx={{ flex: 1, minHeight: 0, gap: 0.5, '& .MuiAlert-root': { py: 0 } }}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
    >
      <EditorToolbar
        name={name}
        nameError={autosave.nameError}
        onNameChange={setName}
        readOnly={readOnly}
        selectedTitle={selected ? text.title(selected) : undefined}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        canDelete={selection.nodes.size > 0 || selection.edges.size > 0}
        onCommands={() => setPalette(true)}
        onAdd={(type) => add(type)}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onConnect={() => setConnecting(true)}
        onTidyUp={() => void tidyUp()}
        onDelete={deleteSelected}
        view={
          <ContentLanguageSelect
            languages={flow.languages}
            value={contentLanguage}
            onChange={setContentLanguage}
          />
        }
      >
        <PendingInputContext.Provider value={session.pendingInputs}>
          <TranslationsButton
            nodes={graph.nodes}
            languages={flow.languages}
            flowName={name}
            readOnly={readOnly}
            stepTitle={text.title}
            onChange={(changes) => change(withTexts(graph, changes))}
          />
        </PendingInputContext.Provider>
        <VersionsButton
          flow={flow}
          draftVersion={autosave.version}
          graph={compared}
          onRestored={(restored) => autosave.takeTheirs(toDraft(restored))}
        />
        <PublishButton
          flow={flow}
          draftVersion={autosave.version}
          saved={saveStatus === 'saved'}
          problems={problems}
          graph={compared}
          onPublished={() => undefined}
          onStale={() => void catchUp()}
        />
        {!readOnly && (
          <SaveStatusText
            status={saveStatus}
            failure={autosave.failure}
            refusedSteps={(autosave.refused?.size ?? 0) > 0}
            onRetry={autosave.retry}
          />
        )}
        {!phone && (
          <DockToggle
            open={preferences.dockOpen}
            controls={dockId}
            onToggle={() => setPreferences({ ...preferences, dockOpen: !preferences.dockOpen })}
          />
        )}
      </EditorToolbar>
      {readOnly && <Alert severity="info">{t('flows.editor.readOnly')}</Alert>}
      {!noticeInDock && notice}
      {coverage.notice && <CoverageNotice {...coverage.notice} />}
      <StoredDraftAlert
        stored={session.stored}
        version={autosave.version}
        onRestore={restoreKept}
        onDiscard={session.dropStored}
      />
      <EditorWorkspace
        phone={phone}
        dockId={dockId}
        preferences={preferences}
        onPreferencesChange={setPreferences}
        sheet={sheet}
        onSheetChange={setSheet}
        panels={panels}
        dockNotice={noticeInDock ? notice : undefined}
        canvas={
          <Paper
            id={canvasId}
            tabIndex={-1}
            variant="outlined"
            role="region"
            aria-label={t('flows.canvas.label')}
            // React Flow fills it exactly (absolute, inset 0): a percentage height inside a
            // flexible item is what collapsed it to 0 px before.
            sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', overflow: 'hidden' }}
          >
            <FlowCanvas
              flowId={flow.id}
              graph={graph}
              text={text}
              subflows={subflows}
              readOnly={readOnly}
              selection={selection}
              problemNodes={problemNodes}
              // The conversation being tried shows its path; else a test run's coverage.
              pathNodes={path.size > 0 ? path : coverage.nodes}
              openAt={arrivedAt}
              minimap={preferences.minimap ?? !phone}
              onMinimapChange={(minimap) => setPreferences({ ...preferences, minimap })}
              onChange={change}
              onSelectionChange={setSelection}
              onRemoved={focusCanvas}
              onOpenSettings={openSettings}
              onStepMenu={(nodeId, at) => setStepMenu({ nodeId, ...at })}
            />
          </Paper>
        }
      />
      {connecting && selected && (
        <ConnectDialog
          source={selected}
          graph={graph}
          text={text}
          onConnect={(handle, target) => change(connect(graph, selected.id, handle, target))}
          onClose={() => setConnecting(false)}
        />
      )}
      <ConflictDialog<FlowDraft, DraftField>
        conflict={autosave.conflict}
        fieldLabel={(field) =>
          field === 'name' ? t('flows.editor.conflictName') : t('flows.editor.conflictGraph')
        }
        formatValue={(field, value) =>
          field === 'name' ? String(value) : graphSummary(value as FlowGraph)
        }
        onResolve={(choices) => void autosave.resolve(choices)}
        onTakeTheirs={autosave.takeTheirs}
        onKeepEditing={autosave.keepEditing}
      />
      {palette && <CommandPalette open commands={commands()} onClose={() => setPalette(false)} />}
      {shortcuts && <ShortcutsDialog onClose={() => setShortcuts(false)} />}
      <StepMenu
        target={menuStep && stepMenu}
        stepName={menuStep ? text.title(menuStep) : ''}
        readOnly={readOnly}
        onClose={() => setStepMenu(undefined)}
        onSettings={withMenuStepSelected(openSettings)}
        onConnect={withMenuStepSelected(() => setConnecting(true))}
        onDelete={() => {
          if (!menuStep) return;
          change(removeNodes(graph, new Set([menuStep.id])));
          setSelection(NO_SELECTION);
        }}
        onAdd={(type) => menuStep && add(type, menuStep.id)}
      />
      <UnsavedChangesDialog blocker={session.blocker} />
    </Stack>
  );
}
