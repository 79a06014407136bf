import { http, HttpResponse } from 'msw';
import {
  FLOW_STATUS_VALUES,
  FLOW_TEMPLATE_VALUES,
  type ApiError,
  type Flow,
  type FlowPage,
  type FlowProblem,
  type FlowSummary,
  type FlowValidation,
  type FlowVersion,
  type FlowVersionList,
  type FlowVersionSummary,
  type FlowVersionTests,
} from '../../lib/api-client/schema';
import {
  FlowInputBodySchema,
  FlowPublicationBodySchema,
} from '../../lib/api-client/schemas/requestBodies';
import { validateFlow, type FlowContext } from '../../features/flows/model/validateFlow';
import { currentUser, iso, mockDb } from '../data';
import { flowFromTemplate, newFlowLanguages } from '../data/flows';
import { logFailedRequest } from '../data/logStore';
import { limitErrors } from './contractLimits';
import { compareTests, hasEnabledTests } from './flowTests';
import { checkFlowName, checkFlowUpdate } from './flowValidation';
import { pageOf, readEnum, readListQuery } from './listQuery';
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

const findFlow = (id: unknown) => mockDb().flows.find((flow) => flow.id === id);
const versionsOf = (flowId: string) => mockDb().flowVersions[flowId] ?? [];

/** The flows a flow's draft uses as subflows. */
const subflowIdsOf = (flow: Pick<Flow, 'nodes'>) =>
  flow.nodes.flatMap((node) =>
    node.type === 'subflow' && node.data.flowId ? [node.data.flowId] : [],
  );

/** What validation knows about the other flows: which exist and which subflows they use. */
const contextOf = (flowId: string): FlowContext => ({
  flowId,
  subflowsOf: (id) => {
    const flow = findFlow(id);
    return flow && subflowIdsOf(flow);
  },
});

/** The problems of a flow's draft, subflows included. */
const problemsOf = (flow: Flow): FlowProblem[] => validateFlow(flow, contextOf(flow.id));

const errorsOf = (flow: Flow) => problemsOf(flow).filter((problem) => problem.severity === 'error');

function summaryOf(flow: Flow): FlowSummary {
  const { id, name, botId, status, publishedVersion, version, updatedAt, updatedBy } = flow;
  return {
    ...{ id, name, botId, status, publishedVersion, version, updatedAt, updatedBy },
    problems: errorsOf(flow).length,
  };
}

const withoutGraph = ({
  id,
  number,
  notes,
  publishedAt,
  publishedBy,
  draftVersion,
  tests,
}: FlowVersion) =>
  ({
    id,
    number,
    notes,
    publishedAt,
    publishedBy,
    draftVersion,
    tests,
  }) satisfies FlowVersionSummary;

/** A refusal whose body says more than field errors can: `usedBy` (in_use), `problems`. */
function refused(
  status: number,
  code: string,
  message: string,
  extra: Pick<ApiError, 'usedBy' | 'problems'>,
) {
  const traceId = logFailedRequest(status, code, message);
  return HttpResponse.json<ApiError>({ message, code, traceId, ...extra }, { status });
}

/** The version as a whole number ≥ 1, or undefined. */
function versionOf(body: Record<string, unknown> | undefined): number | undefined {
  const version = body?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1
    ? version
    : undefined;
}

/** A draft save by the signed-in person: counted until the next publication. */
function recordSave(flow: Flow, status: Flow['status']): void {
  const author = currentUser().name;
  const { count, authors } = flow.unpublishedChanges;
  Object.assign(flow, {
    version: flow.version + 1,
    updatedAt: iso(Date.now()),
    updatedBy: author,
    status,
    unpublishedChanges: {
      count: count + 1,
      authors: authors.includes(author) ? authors : [...authors, author],
    },
  });
}

/**
 * The publication guard: with enabled tests in the bot, the comparison POST
 * /flows/{id}/test-comparisons makes (its runs kept either way). Tests that newly fail refuse the
 * publication unless accepted with notes saying why. What the version records of it; null when
 * the bot has no enabled tests; the refusal as a response.
 */
function testsAtPublishing(
  flow: Flow,
  acceptFailing: boolean,
  notes: string,
): FlowVersionTests | null | Response {
  if (!hasEnabledTests(flow.botId)) return null;
  const { comparison, draftRun } = compareTests(flow);
  const newlyFailing = comparison.newlyFailing.length;
  if (newlyFailing > 0 && !acceptFailing) {
    return problem(400, 'tests_failing', 'Tests newly fail with the draft');
  }
  // Whoever publishes over failing tests says why: the notes are the reason.
  if (newlyFailing > 0 && !notes.trim()) return validationFailed({ notes: 'required' });
  return {
    runId: draftRun.id,
    passed: draftRun.passed,
    failed: draftRun.failed + draftRun.stale,
    newlyFailing,
    acceptedBy: newlyFailing > 0 ? currentUser().name : null,
  };
}

const graphOf = ({ name, nodes, edges }: Pick<Flow, 'name' | 'nodes' | 'edges'>) =>
  JSON.stringify({ name, nodes, edges });

export function flowsHandlers() {
  return [
    http.get(`${API}/flows`, ({ request }) => {
      if (!may('flows.read')) return forbidden();
      const params = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const list = readListQuery(params, ['name', 'updatedAt'] as const, 'name:asc', errors);
      const status = readEnum(params, 'status', FLOW_STATUS_VALUES, errors);
      const q = (params.get('q') ?? '').trim().toLocaleLowerCase();
      if (q.length > 200) errors.q = 'too_long';
      const botId = params.get('botId');
      if (hasErrors(errors)) return validationFailed(errors);
      const matching = mockDb().flows.filter(
        (flow) =>
          (!q || flow.name.toLocaleLowerCase().includes(q)) &&
          (!botId || flow.botId === botId) &&
          (!status || flow.status === status),
      );
      // Each summary validates its flow's graph (its problems): only the page's are worked out.
      const page = pageOf(matching, list, (flow, field) => flow[field]);
      return HttpResponse.json<FlowPage>({ ...page, items: page.items.map(summaryOf) });
    }),

    http.post(`${API}/flows`, async ({ request }) => {
      if (!may('flows.edit')) return forbidden();
      const db = mockDb();
      const body = await jsonObject(request);
      const errors = limitErrors(FlowInputBodySchema, body);
      const botId = typeof body?.botId === 'string' ? body.botId : '';
      if (!botId) errors.botId = 'required';
      else if (!db.bots.some((bot) => bot.id === botId)) errors.botId = 'unknown_value';
      const name = checkFlowName(body?.name, botId, db.flows, errors);
      const template = body?.template ?? 'blank';
      const known = FLOW_TEMPLATE_VALUES.find((candidate) => candidate === template);
      if (!known) errors.template = 'unknown_value';
      const original = body?.copyOf === undefined ? undefined : findFlow(body.copyOf);
      if (body?.copyOf !== undefined && !original) errors.copyOf = 'unknown_value';
      if (hasErrors(errors) || !known) return validationFailed(errors);
      // The bots have no language list of their own (yet): a new flow speaks all five.
      const languages = newFlowLanguages();
      const graph = original
        ? structuredClone({ nodes: original.nodes, edges: original.edges })
        : flowFromTemplate(known, languages);
      const flow: Flow = {
        id: `flow-${db.nextFlowNumber++}`,
        name,
        botId,
        languages,
        status: 'draft',
        publishedVersion: null,
        unpublishedChanges: { count: 0, authors: [] },
        ...graph,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.flows.push(flow);
      return HttpResponse.json<Flow>(flow, { status: 201 });
    }),

    http.get(`${API}/flows/:id`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const flow = findFlow(params.id);
      return flow ? HttpResponse.json<Flow>(flow) : notFound('The flow');
    }),

    http.put(`${API}/flows/:id`, async ({ params, request }) => {
      if (!may('flows.edit')) return forbidden();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      const body = await jsonObject(request);
      const version = versionOf(body);
      if (!body || version === undefined) return validationFailed({ version: 'required' });
      if (version !== flow.version) return conflict('The flow', flow);
      const checked = checkFlowUpdate(body, flow, mockDb().flows);
      if ('errors' in checked) return validationFailed(checked.errors);
      Object.assign(flow, checked.input);
      recordSave(flow, flow.status === 'published' ? 'changed' : flow.status);
      return HttpResponse.json<Flow>(flow);
    }),

    http.delete(`${API}/flows/:id`, ({ params }) => {
      if (!may('flows.edit')) return forbidden();
      const db = mockDb();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      const usedBy = db.flows
        .filter((other) => other !== flow && subflowIdsOf(other).includes(flow.id))
        .map((other) => other.name)
        .sort((a, b) => a.localeCompare(b));
      if (usedBy.length > 0) {
        return refused(409, 'in_use', 'The flow is used as a subflow', { usedBy });
      }
      db.flows = db.flows.filter((other) => other !== flow);
      delete db.flowVersions[flow.id];
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(`${API}/flows/:id/validation`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      return HttpResponse.json<FlowValidation>({ problems: problemsOf(flow) });
    }),

    http.get(`${API}/flows/:id/versions`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      return HttpResponse.json<FlowVersionList>({ items: versionsOf(flow.id).map(withoutGraph) });
    }),

    http.get(`${API}/flows/:id/versions/:versionId`, ({ params }) => {
      if (!may('flows.read')) return forbidden();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      const version = versionsOf(flow.id).find((candidate) => candidate.id === params.versionId);
      return version ? HttpResponse.json<FlowVersion>(version) : notFound('The version');
    }),

    http.post(`${API}/flows/:id/publications`, async ({ params, request }) => {
      if (!may('flows.publish')) return forbidden();
      const db = mockDb();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      const body = await jsonObject(request);
      const version = versionOf(body);
      const notes = body?.notes;
      const errors = limitErrors(FlowPublicationBodySchema, body);
      if (version === undefined) errors.version = 'required';
      if (typeof notes !== 'string') errors.notes = 'required';
      const acceptFailing = body?.acceptFailing;
      if (acceptFailing !== undefined && typeof acceptFailing !== 'boolean') {
        errors.acceptFailing = 'invalid';
      }
      if (hasErrors(errors) || typeof notes !== 'string') return validationFailed(errors);
      if (version !== flow.version) return conflict('The flow', flow);
      const problems = errorsOf(flow);
      if (problems.length > 0) {
        return refused(400, 'flow_invalid', 'The flow has problems', { problems });
      }
      const tests = testsAtPublishing(flow, acceptFailing === true, notes);
      if (tests instanceof Response) return tests;
      const number = (versionsOf(flow.id)[0]?.number ?? 0) + 1;
      const published: FlowVersion = {
        id: `${flow.id}-v${number}`,
        number,
        notes: notes.trim(),
        publishedAt: iso(Date.now()),
        publishedBy: currentUser().name,
        draftVersion: flow.version,
        tests,
        ...structuredClone({ name: flow.name, nodes: flow.nodes, edges: flow.edges }),
      };
      db.flowVersions[flow.id] = [published, ...versionsOf(flow.id)];
      Object.assign(flow, {
        status: 'published',
        publishedVersion: number,
        unpublishedChanges: { count: 0, authors: [] },
      });
      return HttpResponse.json<FlowVersionSummary>(withoutGraph(published), { status: 201 });
    }),

    http.post(`${API}/flows/:id/restorations`, async ({ params, request }) => {
      if (!may('flows.edit')) return forbidden();
      const db = mockDb();
      const flow = findFlow(params.id);
      if (!flow) return notFound('The flow');
      const body = await jsonObject(request);
      const version = versionOf(body);
      const versionId = body?.versionId;
      const errors: FieldErrors = {};
      if (version === undefined) errors.version = 'required';
      if (typeof versionId !== 'string' || !versionId) errors.versionId = 'required';
      if (hasErrors(errors)) return validationFailed(errors);
      // A colleague's newer draft is never replaced unseen.
      if (version !== flow.version) return conflict('The flow', flow);
      const restored = versionsOf(flow.id).find((candidate) => candidate.id === versionId);
      if (!restored) return validationFailed({ versionId: 'unknown_value' });
      // The version's name, unless another flow of the bot has taken it since.
      const nameErrors: FieldErrors = {};
      checkFlowName(restored.name, flow.botId, db.flows, nameErrors, flow);
      Object.assign(flow, {
        ...structuredClone({ nodes: restored.nodes, edges: restored.edges }),
        name: hasErrors(nameErrors) ? flow.name : restored.name,
      });
      const latest = versionsOf(flow.id)[0];
      if (latest && graphOf(latest) === graphOf(flow)) {
        // The latest published version again: nothing left to publish.
        recordSave(flow, 'published');
        flow.unpublishedChanges = { count: 0, authors: [] };
      } else {
        recordSave(flow, 'changed');
      }
      return HttpResponse.json<Flow>(flow);
    }),
  ];
}
