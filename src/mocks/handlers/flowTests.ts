import { http, HttpResponse } from 'msw';
import type { z, ZodMiniType } from 'zod/mini';
import type {
  Flow,
  FlowTest,
  FlowTestComparison,
  FlowTestList,
  FlowTestRun,
  FlowTestRunList,
  FlowTestSource,
  ModelTestsEvaluation,
} from '../../lib/api-client/schema';
import {
  FlowTestInputBodySchema,
  FlowTestRunStartBodySchema,
} from '../../lib/api-client/schemas/requestBodies';
import { currentUser, iso, mockDb } from '../data';
import { understandingOf, type SimulatorGraph } from '../data/flowSimulator';
import {
  compareResults,
  draftGraph,
  publishedGraph,
  runFlowTests,
  runnableTests,
  runSummary,
} from '../data/flowTests';
import type { StoredModel } from '../data/models';
import { limitErrors } from './contractLimits';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  hasErrors,
  jsonObject,
  notFound,
  problem,
  validationFailed,
  type FieldErrors,
} from './respond';
import { modelOf } from './simulator';

/** Runs kept per bot: the oldest go first. */
export const MAX_RUNS_PER_BOT = 50;
/** Slot values a test starts with or expects at most (the contract's maxProperties). */
const MAX_SLOTS = 20;

type TestInput = Omit<FlowTest, 'id' | 'version' | 'updatedAt' | 'updatedBy'>;

/** The value at an issue's path in what was sent. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A body against its request schema: the contract's limits with their reasons (limitErrors),
 * shapes as `required` (missing), `unknown_value` (outside an enum) or `invalid`.
 */
function checkBody<S extends ZodMiniType>(
  schema: S,
  body: unknown,
): { errors: FieldErrors; data: z.infer<S> | undefined } {
  const errors = limitErrors(schema, body);
  const result = schema.safeParse(body);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??=
      issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined
        ? 'required'
        : issue.code === 'invalid_value'
          ? 'unknown_value'
          : 'invalid';
  }
  return { errors, data: result.success ? (result.data as z.infer<S>) : undefined };
}

const slotCount = (slots: unknown) =>
  typeof slots === 'object' && slots !== null ? Object.keys(slots).length : 0;

/**
 * The checks of a test's create or update (`self`: the test being changed): the contract's
 * shapes and limits, a known flow (whose bot the test joins), a name unique in that bot, and
 * turns that start with the bot's opening (`said` null) and go on with the caller's words.
 */
function checkFlowTest(
  body: Record<string, unknown> | undefined,
  self?: FlowTest,
): { errors: FieldErrors } | { input: TestInput } {
  const db = mockDb();
  const { errors, data } = checkBody(FlowTestInputBodySchema, body);
  const name = typeof body?.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'required';
  const flow = db.flows.find((candidate) => candidate.id === body?.flowId);
  if (typeof body?.flowId === 'string' && body.flowId && !flow) errors.flowId = 'unknown_value';
  const same = name.toLocaleLowerCase();
  if (
    flow &&
    name &&
    !errors.name &&
    db.flowTests.some(
      (other) =>
        other !== self && other.botId === flow.botId && other.name.toLocaleLowerCase() === same,
    )
  ) {
    errors.name = 'already_exists';
  }
  if (slotCount(body?.slots) > MAX_SLOTS) errors.slots ??= 'too_long';
  const turns: unknown[] = Array.isArray(body?.turns) ? body.turns : [];
  turns.forEach((turn, index) => {
    const said = valueAt(turn, ['said']);
    if (index === 0 && said !== null) errors['turns.0.said'] ??= 'invalid';
    if (index > 0 && said === null) errors[`turns.${index}.said`] ??= 'required';
    if (slotCount(valueAt(turn, ['expect', 'slots'])) > MAX_SLOTS) {
      errors[`turns.${index}.expect.slots`] ??= 'too_long';
    }
  });
  if (hasErrors(errors) || !data || !flow) return { errors };
  const input: TestInput = {
    name,
    botId: flow.botId,
    flowId: flow.id,
    tags: [...new Set(data.tags)],
    enabled: data.enabled,
    language: data.language,
    channel: data.channel,
    slots: data.slots,
    startNodeId: data.startNodeId,
    turns: data.turns,
    outcome: data.outcome,
    // An update without an origin keeps the test's.
    origin: data.origin === undefined ? (self?.origin ?? null) : data.origin,
  };
  return { input };
}

/** `botId` (required) and `tag` of a list's query. */
function readBotAndTag(request: Request, errors: FieldErrors) {
  const params = new URL(request.url).searchParams;
  const botId = params.get('botId') ?? '';
  const tag = params.get('tag') || undefined;
  if (!botId) errors.botId = 'required';
  else if (botId.length > 100) errors.botId = 'too_long';
  if (tag !== undefined && tag.length > 40) errors.tag = 'too_long';
  return { botId, tag };
}

const testsOf = (botId: string) => mockDb().flowTests.filter((test) => test.botId === botId);

/** Whether a bot has tests to run (the publication guard compares only then). */
export const hasEnabledTests = (botId: string) => runnableTests(testsOf(botId)).length > 0;

/** Keeps a run, newest first, dropping the bot's oldest beyond MAX_RUNS_PER_BOT. */
function keepRun(run: FlowTestRun): void {
  const db = mockDb();
  const dropped = new Set(
    db.flowTestRuns.filter((other) => other.botId === run.botId).slice(MAX_RUNS_PER_BOT - 1),
  );
  db.flowTestRuns = [run, ...db.flowTestRuns.filter((other) => !dropped.has(other))];
}

interface RunRequest {
  botId: string;
  tag: string | null;
  source: FlowTestSource;
  flowId: string | null;
  versionNumber: number | null;
  model: StoredModel | undefined;
  tests: FlowTest[];
  graphFor: (flowId: string) => SimulatorGraph | undefined;
}

/** Runs the tests and keeps the run, by the signed-in person, understood by `model`. */
function recordRun({ model, tests, graphFor, ...summary }: RunRequest): FlowTestRun {
  const db = mockDb();
  const understand = understandingOf(model, db.intents);
  const run: FlowTestRun = {
    id: `flow-test-run-${db.nextFlowNumber++}`,
    ...summary,
    modelId: model?.id ?? null,
    startedAt: iso(Date.now()),
    startedBy: currentUser().name,
    ...runFlowTests(tests, { graphFor, understand }),
  };
  keepRun(run);
  return run;
}

/** What publishing the flow's draft would change for the bot's tests; `draftRun` is recorded. */
export interface TestComparison {
  comparison: FlowTestComparison;
  draftRun: FlowTestRun;
}

/**
 * The bot's enabled tests run twice with the active model: with the flow's saved draft and with
 * its latest published version, every other flow as published (its draft if never published).
 * Both runs are kept. Without a published version every failing test counts as newly failing.
 */
export function compareTests(flow: Flow): TestComparison {
  const db = mockDb();
  const tests = runnableTests(testsOf(flow.botId));
  const model = modelOf();
  const others = (flowId: string) => publishedGraph(db, flowId) ?? draftGraph(db, flowId);
  const latest = db.flowVersions[flow.id]?.[0];
  const run = (
    source: 'draft' | 'published',
    graph: SimulatorGraph,
    versionNumber: number | null,
  ) =>
    recordRun({
      ...{ botId: flow.botId, tag: null, source, flowId: flow.id, versionNumber, model, tests },
      graphFor: (flowId) => (flowId === flow.id ? graph : others(flowId)),
    });
  const draftRun = run('draft', flow, null);
  const publishedRun = latest && tests.length > 0 ? run('published', latest, latest.number) : null;
  const comparison: FlowTestComparison = {
    flowId: flow.id,
    draftVersion: flow.version,
    draft: runSummary(draftRun),
    published: publishedRun && runSummary(publishedRun),
    ...compareResults(publishedRun?.results ?? null, draftRun.results),
  };
  return { comparison, draftRun };
}

/**
 * The model guard's part: each bot's enabled tests run with the published flows (subflows as
 * published too), once with the active model (if any) and once with `model`, both runs kept, and
 * compared as the publish guard compares. Tests of a flow never published are left out; a bot
 * left without tests gets no run.
 */
export function compareModelTests(
  model: StoredModel,
  active: StoredModel | undefined,
): ModelTestsEvaluation {
  const db = mockDb();
  const graphFor = (flowId: string) => publishedGraph(db, flowId);
  const perBot = db.bots.flatMap((bot) => {
    const tests = runnableTests(testsOf(bot.id)).filter((test) => graphFor(test.flowId));
    if (tests.length === 0) return [];
    const run = (understoodBy: StoredModel) =>
      recordRun({
        botId: bot.id,
        tag: null,
        source: 'published',
        flowId: null,
        versionNumber: null,
        model: understoodBy,
        tests,
        graphFor,
      });
    // The active model's run first, so the evaluated model's is the newest of the bot's runs.
    const before = active && run(active);
    const after = run(model);
    return [{ run: runSummary(after), ...compareResults(before?.results ?? null, after.results) }];
  });
  return {
    runs: perBot.map(({ run }) => run),
    newlyFailing: perBot.flatMap((changes) => changes.newlyFailing),
    newlyPassing: perBot.flatMap((changes) => changes.newlyPassing),
    stillFailing: perBot.flatMap((changes) => changes.stillFailing),
  };
}

/**
 * The graphs a run walks, as `source` says; a string when a flow of the tests has no such
 * published version (`no_published_version`).
 */
function graphsFor(
  tests: readonly FlowTest[],
  source: FlowTestSource,
  version: { flowId: string; number: number } | undefined,
): ((flowId: string) => SimulatorGraph | undefined) | string {
  const db = mockDb();
  const graphFor = (flowId: string) => {
    if (source === 'draft') return draftGraph(db, flowId);
    if (version && flowId === version.flowId) return publishedGraph(db, flowId, version.number);
    return publishedGraph(db, flowId);
  };
  const flowIds = new Set([
    ...tests.map((test) => test.flowId),
    ...(version ? [version.flowId] : []),
  ]);
  const unpublished = [...flowIds].find(
    (flowId) =>
      source !== 'draft' && db.flows.some((flow) => flow.id === flowId) && !graphFor(flowId),
  );
  return unpublished ?? graphFor;
}

export function flowTestsHandlers() {
  const findTest = (id: unknown) => mockDb().flowTests.find((test) => test.id === id);
  return [
    http.get(`${API}/flow-tests`, ({ request }) => {
      if (!may('flows.read')) return forbidden();
      const errors: FieldErrors = {};
      const { botId, tag } = readBotAndTag(request, errors);
      if (hasErrors(errors)) return validationFailed(errors);
      const items = testsOf(botId)
        .filter((test) => !tag || test.tags.includes(tag))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json<FlowTestList>({ items });
    }),

    http.post(`${API}/flow-tests`, async ({ request }) => {
      if (!may('flows.edit')) return forbidden();
      const checked = checkFlowTest(await jsonObject(request));
      if ('errors' in checked) return validationFailed(checked.errors);
      const db = mockDb();
      const test: FlowTest = {
        id: `flow-test-${db.nextFlowNumber++}`,
        ...checked.input,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.flowTests.push(test);
      return HttpResponse.json<FlowTest>(test, { status: 201 });
    }),

    http.get(`${API}/flow-tests/:id`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const test = findTest(params.id);
      return test ? HttpResponse.json<FlowTest>(test) : notFound('The test');
    }),

    http.put(`${API}/flow-tests/:id`, async ({ params, request }) => {
      if (!may('flows.edit')) return forbidden();
      const test = findTest(params.id);
      if (!test) return notFound('The test');
      const body = await jsonObject(request);
      if (typeof body?.version !== 'number') return validationFailed({ version: 'required' });
      if (body.version !== test.version) return conflict('The test', test);
      const checked = checkFlowTest(body, test);
      if ('errors' in checked) return validationFailed(checked.errors);
      Object.assign(test, checked.input, {
        version: test.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json<FlowTest>(test);
    }),

    http.delete(`${API}/flow-tests/:id`, ({ params }) => {
      if (!may('flows.edit')) return forbidden();
      const db = mockDb();
      const test = findTest(params.id);
      if (!test) return notFound('The test');
      // Past runs keep their results: they hold copies of the name and what happened.
      db.flowTests = db.flowTests.filter((other) => other !== test);
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(`${API}/flow-test-runs`, ({ request }) => {
      if (!may('flows.read')) return forbidden();
      const errors: FieldErrors = {};
      const { botId, tag } = readBotAndTag(request, errors);
      if (hasErrors(errors)) return validationFailed(errors);
      const items = mockDb()
        .flowTestRuns.filter((run) => run.botId === botId && (!tag || run.tag === tag))
        .map(runSummary);
      return HttpResponse.json<FlowTestRunList>({ items });
    }),

    http.post(`${API}/flow-test-runs`, async ({ request }) => {
      if (!may('flows.read')) return forbidden();
      const db = mockDb();
      const body = await jsonObject(request);
      const { errors, data } = checkBody(FlowTestRunStartBodySchema, body);
      const { source, flowId, versionNumber, modelId } = data ?? {};
      if (versionNumber !== undefined && versionNumber < 1) errors.versionNumber = 'invalid';
      // A flow and a version number say which past version to run: only with `version`.
      if (source === 'version') {
        if (flowId === undefined || flowId === '') errors.flowId = 'required';
        else if (!db.flows.some((flow) => flow.id === flowId)) errors.flowId = 'unknown_value';
        if (versionNumber === undefined) errors.versionNumber = 'required';
      } else {
        if (flowId !== undefined) errors.flowId ??= 'invalid';
        if (versionNumber !== undefined) errors.versionNumber ??= 'invalid';
      }
      const model = modelOf(modelId);
      if (modelId !== undefined && !model) errors.modelId = 'unknown_value';
      if (hasErrors(errors) || !data) return validationFailed(errors);
      const tests = runnableTests(testsOf(data.botId), data.tag);
      const version =
        source === 'version' && flowId && versionNumber
          ? { flowId, number: versionNumber }
          : undefined;
      const graphFor = graphsFor(tests, data.source, version);
      if (typeof graphFor === 'string') {
        return problem(400, 'no_published_version', `The flow ${graphFor} has no such version`);
      }
      if (tests.length === 0) return problem(400, 'no_tests', 'There are no enabled tests to run');
      const run = recordRun({
        botId: data.botId,
        tag: data.tag ?? null,
        source: data.source,
        flowId: version?.flowId ?? null,
        versionNumber: version?.number ?? null,
        model,
        tests,
        graphFor,
      });
      return HttpResponse.json<FlowTestRun>(run, { status: 201 });
    }),

    http.get(`${API}/flow-test-runs/:id`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const run = mockDb().flowTestRuns.find((candidate) => candidate.id === params.id);
      return run ? HttpResponse.json<FlowTestRun>(run) : notFound('The run');
    }),

    http.post(`${API}/flows/:id/test-comparisons`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const flow = mockDb().flows.find((candidate) => candidate.id === params.id);
      if (!flow) return notFound('The flow');
      return HttpResponse.json<FlowTestComparison>(compareTests(flow).comparison, {
        status: 201,
      });
    }),
  ];
}
