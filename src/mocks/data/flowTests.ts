import type {
  FlowCoverage,
  FlowTest,
  FlowTestCheck,
  FlowTestExpectation,
  FlowTestRef,
  FlowTestReply,
  FlowTestResult,
  FlowTestRun,
  FlowTestRunSummary,
  FlowTestTurnResult,
  SimulatorStep,
} from '../../lib/api-client/schema';
import {
  answerSimulation,
  startSimulation,
  type SimulatorEnvironment,
  type SimulatorGraph,
} from './flowSimulator';
import type { FlowSeed } from './flows';

/** The conversation tests of the bots, and their past runs (newest first). */
export interface FlowTestSeed {
  flowTests: FlowTest[];
  flowTestRuns: FlowTestRun[];
}

/** What a run walks the tests with. */
export interface FlowTestRunner {
  /**
   * The graph each flow is run in (its draft, a published version, …), for the tests' own
   * flows and the subflows they call alike; undefined: the flow has no such graph.
   */
  graphFor: (flowId: string) => SimulatorGraph | undefined;
  /** What the caller's words are understood as (the model the run uses). */
  understand: SimulatorEnvironment['understand'];
}

/** The tests a run takes: the enabled ones, only the suite's when a tag is given. */
export const runnableTests = (tests: readonly FlowTest[], tag?: string | null): FlowTest[] =>
  tests.filter((test) => test.enabled && (!tag || test.tags.includes(tag)));

/** A flow's saved draft. */
export const draftGraph = (db: FlowSeed, flowId: string): SimulatorGraph | undefined =>
  db.flows.find((flow) => flow.id === flowId);

/** A flow's published version `number`, or its latest when no number is given. */
export function publishedGraph(
  db: FlowSeed,
  flowId: string,
  number?: number,
): SimulatorGraph | undefined {
  const versions = db.flowVersions[flowId] ?? [];
  return number === undefined ? versions[0] : versions.find((version) => version.number === number);
}

/** Case and runs of spacing aside, as the contract's reply check says. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function replyHolds(expected: FlowTestReply, reply: string): boolean {
  const [want, got] = [normalized(expected.text), normalized(reply)];
  return expected.match === 'exact' ? got === want : got.includes(want);
}

const sameSteps = (expected: readonly string[], steps: readonly string[]) =>
  expected.length === steps.length && expected.every((step, index) => steps[index] === step);

/** The expectations of a turn that did not hold, in the order they are checked. */
function failedChecks(
  expect: FlowTestExpectation,
  turn: Omit<FlowTestTurnResult, 'failed'>,
): FlowTestCheck[] {
  const failed: FlowTestCheck[] = [];
  if (expect.steps && !sameSteps(expect.steps, turn.steps)) failed.push('steps');
  if (expect.reply && !replyHolds(expect.reply, turn.reply)) failed.push('reply');
  if (expect.intent !== null && expect.intent !== turn.intent) failed.push('intent');
  if (expect.slots && Object.entries(expect.slots).some(([slot, v]) => turn.slots[slot] !== v)) {
    failed.push('slots');
  }
  return failed;
}

/**
 * A turn after the conversation ended: nothing was said or answered, so everything it expects
 * fails; one expecting nothing fails on its steps, as it could not be walked at all.
 */
function unreachedChecks(expect: FlowTestExpectation): FlowTestCheck[] {
  const failed: FlowTestCheck[] = [];
  if (expect.steps) failed.push('steps');
  if (expect.reply) failed.push('reply');
  if (expect.intent !== null) failed.push('intent');
  if (expect.slots) failed.push('slots');
  return failed.length > 0 ? failed : ['steps'];
}

/** What one simulator step brought as a test turn: who spoke, what they said, what was heard. */
function turnOf(said: string | null, step: SimulatorStep): Omit<FlowTestTurnResult, 'failed'> {
  const bot = step.turns.filter((turn) => turn.speaker === 'bot');
  return {
    said,
    steps: bot.flatMap((turn) => (turn.nodeId === null ? [] : [turn.nodeId])),
    reply: bot.map((turn) => turn.text).join('\n'),
    intent: step.nlu?.intent ?? null,
    slots: step.slots,
  };
}

/** The steps a test names (where it starts, what speaks) that `graph` does not have. */
function missingSteps(test: FlowTest, graph: SimulatorGraph | undefined): string[] {
  const known = new Set(graph?.nodes.map((node) => node.id));
  const named = [
    ...(test.startNodeId === null ? [] : [test.startNodeId]),
    ...test.turns.flatMap((turn) => turn.expect.steps ?? []),
  ];
  return [...new Set(named.filter((id) => !known.has(id)))];
}

/** One test walked turn by turn; `path`: the nodes of its flow it went through (null: stale). */
function runTest(
  test: FlowTest,
  runner: FlowTestRunner,
): { result: FlowTestResult; path: string[] | null } {
  const base = { testId: test.id, name: test.name, flowId: test.flowId };
  const graph = runner.graphFor(test.flowId);
  const missing = missingSteps(test, graph);
  if (!graph || missing.length > 0) {
    const result: FlowTestResult = {
      ...base,
      status: 'stale',
      missingSteps: missing,
      turns: [],
      outcome: null,
      divergence: null,
    };
    return { result, path: null };
  }
  const environment: SimulatorEnvironment = {
    subflowGraph: runner.graphFor,
    understand: runner.understand,
  };
  // `source` only tells the simulator's own sessions where to look for subflows; here the
  // runner's graphFor does.
  const { state, step: opening } = startSimulation(
    {
      id: `test-${test.id}`,
      flowId: test.flowId,
      source: 'draft',
      language: test.language,
      channel: test.channel,
      slots: Object.fromEntries(
        Object.entries(test.slots).flatMap(([slot, value]) =>
          value === undefined ? [] : [[slot, value]],
        ),
      ),
      graph,
      ...(test.startNodeId === null ? {} : { startNodeId: test.startNodeId }),
    },
    environment,
  );
  let path = opening.path;
  const turns = test.turns.map((turn, index): FlowTestTurnResult => {
    if (index > 0 && state.ended) {
      const empty = { said: turn.said, steps: [], reply: '', intent: null, slots: {} };
      return { ...empty, failed: unreachedChecks(turn.expect) };
    }
    // The first turn is the bot's opening; each later one what the caller says ('' is silence).
    const step = index === 0 ? opening : answerSimulation(state, turn.said ?? '', environment);
    path = step.path;
    const result = turnOf(turn.said, step);
    return { ...result, failed: failedChecks(turn.expect, result) };
  });
  const outcome = state.ended ? state.outcome : null;
  const last = turns[turns.length - 1];
  if (last && test.outcome !== null && test.outcome !== outcome) last.failed.push('outcome');
  const failing = turns.findIndex((turn) => turn.failed.length > 0);
  const check = turns[failing]?.failed[0];
  const result: FlowTestResult = {
    ...base,
    status: check ? 'failed' : 'passed',
    missingSteps: [],
    turns,
    outcome,
    divergence: check ? { turn: failing, check } : null,
  };
  return { result, path };
}

/**
 * How much of each flow tested the tests went through: the steps visited, and the connections
 * between consecutive steps of a path (every connection from one to the other: the path does
 * not say which output was taken).
 */
function coverageOf(flowId: string, graph: SimulatorGraph, paths: string[][]): FlowCoverage {
  const visited = new Set(paths.flat());
  const pairs = new Set(
    paths.flatMap((path) => path.slice(1).map((target, index) => `${path[index]}\n${target}`)),
  );
  return {
    flowId,
    nodes: graph.nodes.filter((node) => visited.has(node.id)).map((node) => node.id),
    edges: graph.edges
      .filter((edge) => pairs.has(`${edge.source}\n${edge.target}`))
      .map((edge) => edge.id),
    totalNodes: graph.nodes.length,
    totalEdges: graph.edges.length,
  };
}

/**
 * Walks each test through its flow with the simulator, turn by turn: a test naming a step its
 * flow does not have is stale and not walked. Coverage is given per flow of the tests, in the
 * order the tests name them.
 */
export function runFlowTests(
  tests: readonly FlowTest[],
  runner: FlowTestRunner,
): Pick<FlowTestRun, 'results' | 'coverage' | 'passed' | 'failed' | 'stale'> {
  const paths = new Map<string, string[][]>();
  const results = tests.map((test) => {
    const { result, path } = runTest(test, runner);
    const flowPaths = paths.get(test.flowId) ?? [];
    paths.set(test.flowId, path ? [...flowPaths, path] : flowPaths);
    return result;
  });
  const coverage = [...paths].flatMap(([flowId, flowPaths]) => {
    const graph = runner.graphFor(flowId);
    return graph ? [coverageOf(flowId, graph, flowPaths)] : [];
  });
  const count = (status: FlowTestResult['status']) =>
    results.filter((result) => result.status === status).length;
  return {
    results,
    coverage,
    passed: count('passed'),
    failed: count('failed'),
    stale: count('stale'),
  };
}

/** A run as listed: without its results. */
export const runSummary = (run: FlowTestRun): FlowTestRunSummary => ({
  id: run.id,
  botId: run.botId,
  tag: run.tag,
  source: run.source,
  flowId: run.flowId,
  versionNumber: run.versionNumber,
  modelId: run.modelId,
  startedAt: run.startedAt,
  startedBy: run.startedBy,
  passed: run.passed,
  failed: run.failed,
  stale: run.stale,
});

/** What a change (a draft, another model) does to the same tests, test by test. */
export interface TestChanges {
  /** Passed before, fail or are stale now; every failing one when there is no run before. */
  newlyFailing: FlowTestRef[];
  newlyPassing: FlowTestRef[];
  stillFailing: FlowTestRef[];
  /** Stale now. */
  stale: FlowTestRef[];
}

const failing = (status: FlowTestResult['status'] | undefined) =>
  status === 'failed' || status === 'stale';

/**
 * Two runs of the same tests compared test by test, a stale test counting as failing: the one
 * comparison of the publish guard (published version, then the draft) and of the model guard
 * (active model, then the one to activate). `before` null: there is nothing to compare with.
 */
export function compareResults(
  before: readonly FlowTestResult[] | null,
  after: readonly FlowTestResult[],
): TestChanges {
  const was = new Map(before?.map((result) => [result.testId, result.status]));
  const refs = (keep: (result: FlowTestResult) => boolean) =>
    after.filter(keep).map(({ testId, name }) => ({ testId, name }));
  return {
    newlyFailing: refs(
      (result) => failing(result.status) && (!before || was.get(result.testId) === 'passed'),
    ),
    newlyPassing: refs((result) => result.status === 'passed' && failing(was.get(result.testId))),
    stillFailing: refs((result) => failing(result.status) && failing(was.get(result.testId))),
    stale: refs((result) => result.status === 'stale'),
  };
}
