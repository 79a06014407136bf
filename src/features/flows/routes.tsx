import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import type { Channel, Language } from '../../lib/api-client/schema';
import { pageRoute, type PortalArea } from '../../lib/routing';

export const FLOWS_PATH = '/flows';
/** A flow's editor. */
export const toFlow = (id: string) => `${FLOWS_PATH}/${encodeURIComponent(id)}`;

/** The editor's address parameters (read by the editor, written by the builders below). */
export const FLOW_EDITOR_PARAMS = {
  /** A step to select and show. */
  step: 'step',
  /** Replay: the step to start the simulator at, with the moment's slots, language, channel. */
  replay: 'replay',
  slots: 'slots',
  language: 'language',
  channel: 'channel',
  /** Replay on this published version instead of the draft. */
  version: 'version',
  /** A test run whose coverage the canvas shows. */
  coverage: 'coverage',
} as const;

/** A flow's editor with one step selected and in view. */
export const toFlowStep = (id: string, nodeId: string) =>
  `${toFlow(id)}?${new URLSearchParams({ [FLOW_EDITOR_PARAMS.step]: nodeId }).toString()}`;

/** Where and how a replay starts: a bot turn of a real conversation, with its slots then. */
export interface FlowReplay {
  nodeId: string;
  slots: Record<string, string>;
  language: Language;
  channel: Channel;
  /** The published version that ran then; absent: the current draft. */
  versionNumber?: number;
}

/** A flow's editor with the simulator opening at a real conversation's turn ("Replay from here"). */
export function toFlowReplay(id: string, replay: FlowReplay): string {
  const params = new URLSearchParams({
    [FLOW_EDITOR_PARAMS.replay]: replay.nodeId,
    [FLOW_EDITOR_PARAMS.slots]: JSON.stringify(replay.slots),
    [FLOW_EDITOR_PARAMS.language]: replay.language,
    [FLOW_EDITOR_PARAMS.channel]: replay.channel,
  });
  if (replay.versionNumber !== undefined) {
    params.set(FLOW_EDITOR_PARAMS.version, String(replay.versionNumber));
  }
  return `${toFlow(id)}?${params.toString()}`;
}

/** A flow's editor showing which steps and connections a test run visited. */
export const toFlowCoverage = (id: string, runId: string) =>
  `${toFlow(id)}?${new URLSearchParams({ [FLOW_EDITOR_PARAMS.coverage]: runId }).toString()}`;

/** A bot's conversation tests and their runs. */
export const FLOW_TESTS_PATH = `${FLOWS_PATH}/tests`;
export const toFlowTests = (botId?: string) =>
  botId ? `${FLOW_TESTS_PATH}?${new URLSearchParams({ bot: botId }).toString()}` : FLOW_TESTS_PATH;
/** A run's results, test by test and turn by turn. */
export const toFlowTestRun = (id: string) => `${FLOW_TESTS_PATH}/runs/${encodeURIComponent(id)}`;
/** One test's editor. */
export const toFlowTest = (id: string) => `${FLOW_TESTS_PATH}/${encodeURIComponent(id)}`;
/** A new test taken from a conversation in Incoming ("Save as test"). */
export const toNewFlowTestFrom = (conversationId: string) =>
  `${FLOW_TESTS_PATH}/new?${new URLSearchParams({ conversation: conversationId }).toString()}`;

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
      path: FLOW_TESTS_PATH,
      page: () => import('./tests/FlowTestsPage'),
      chunk: 'flows-tests',
      queryClient,
    }),
    pageRoute({
      path: `${FLOW_TESTS_PATH}/runs/:id`,
      page: () => import('./tests/FlowTestRunPage'),
      chunk: 'flows-test-run',
      queryClient,
    }),
    pageRoute({
      path: `${FLOW_TESTS_PATH}/new`,
      page: () => import('./tests/NewFlowTestPage'),
      chunk: 'flows-test-new',
      queryClient,
    }),
    pageRoute({
      path: `${FLOW_TESTS_PATH}/:id`,
      page: () => import('./tests/FlowTestPage'),
      chunk: 'flows-test',
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
