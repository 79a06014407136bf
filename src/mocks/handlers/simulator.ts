import { http, HttpResponse } from 'msw';
import { isLanguage } from '../../lib/api-client/isLanguage';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  CHANNEL_VALUES,
  SIMULATOR_SOURCE_VALUES,
  type SimulatorSession,
  type SimulatorSource,
  type SimulatorStep,
} from '../../lib/api-client/schema';
import { mockDb } from '../data';
import {
  answerSimulation,
  offeredButtons,
  startSimulation,
  type CallerInput,
  understandingOf,
  type SimulatorEnvironment,
  type SimulatorGraph,
} from '../data/flowSimulator';
import { draftGraph, publishedGraph } from '../data/flowTests';
import type { StoredModel } from '../data/models';
import { may } from './may';
import {
  API,
  forbidden,
  hasErrors,
  jsonObject,
  notFound,
  problem,
  validationFailed,
  type FieldErrors,
} from './respond';
import { jobsNow } from './trainingJobs';

/** Sessions kept at most: the oldest go first (the dev mock keeps them across reloads). */
const MAX_SESSIONS = 20;
const DTMF = /^[0-9*#]{1,20}$/;
const MESSAGE_KINDS = ['text', 'dtmf', 'button', 'silence'] as const;

const isSource = isOneOf(SIMULATOR_SOURCE_VALUES);
const isVersionNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isChannel = isOneOf(CHANNEL_VALUES);

/** A flow's graph as a session tries it: its draft, or its latest published version. */
function graphOf(flowId: string, source: SimulatorSource): SimulatorGraph | undefined {
  const db = mockDb();
  return source === 'published' ? publishedGraph(db, flowId) : draftGraph(db, flowId);
}

/**
 * A model by id, or the active one, once the training jobs finished by now have added theirs;
 * undefined when there is no such model (none active: none was trained).
 */
export function modelOf(modelId?: string): StoredModel | undefined {
  jobsNow();
  const db = mockDb();
  return db.models.find((candidate) => candidate.id === (modelId ?? db.activeModelId));
}

/** The understanding POST /nlu/predictions uses: the active model, else the intents as they are. */
const understanding = () => understandingOf(modelOf(), mockDb().intents);

const environmentFor = (source: SimulatorSource): SimulatorEnvironment => ({
  subflowGraph: (flowId) => graphOf(flowId, source),
  understand: understanding(),
});

/** Slot values to start with: text of at most 200 characters each. */
export function slotsOf(raw: unknown, errors: FieldErrors): Record<string, string> {
  if (raw === undefined) errors.slots = 'required';
  const valid =
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    Object.values(raw).every((value) => typeof value === 'string' && value.length <= 200);
  if (!valid) {
    errors.slots ??= 'invalid';
    return {};
  }
  return { ...(raw as Record<string, string>) };
}

/**
 * What the caller sends: exactly one of `text`, `dtmf` (its digits count as text), `button` (an
 * id, checked against the question) and `silence`.
 */
function saidIn(
  body: Record<string, unknown> | undefined,
  errors: FieldErrors,
): { said: string; input: CallerInput } {
  const given = MESSAGE_KINDS.filter((kind) => body?.[kind] !== undefined);
  const nothing = { said: '', input: 'silence' as const };
  if (given.length === 0) errors.text = 'required';
  if (given.length !== 1) {
    if (given.length > 1) for (const kind of given) errors[kind] = 'invalid';
    return nothing;
  }
  const { text, dtmf, button, silence } = body ?? {};
  switch (given[0]) {
    case 'text':
      if (typeof text !== 'string' || text.length === 0) errors.text = 'required';
      else if (text.length > 500) errors.text = 'too_long';
      else return { said: text, input: 'text' };
      return nothing;
    case 'dtmf':
      if (typeof dtmf === 'string' && DTMF.test(dtmf)) return { said: dtmf, input: 'dtmf' };
      errors.dtmf = 'invalid';
      return nothing;
    case 'button':
      if (typeof button === 'string' && button.length <= 40)
        return { said: button, input: 'button' };
      errors.button = 'invalid';
      return nothing;
    case 'silence':
      if (silence !== true) errors.silence = 'invalid';
      return nothing;
  }
}

export function simulatorHandlers() {
  const findSession = (id: unknown) =>
    mockDb().simulatorSessions.find((session) => session.id === id);
  return [
    http.post(`${API}/simulator/sessions`, async ({ request }) => {
      if (!may('flows.read')) return forbidden();
      const db = mockDb();
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const flowId = body?.flowId;
      if (typeof flowId !== 'string' || !flowId) errors.flowId = 'required';
      const { source, language, channel, startNodeId, versionNumber } = body ?? {};
      if (!isSource(source)) errors.source = source === undefined ? 'required' : 'unknown_value';
      if (!isLanguage(language))
        errors.language = language === undefined ? 'required' : 'unknown_value';
      if (!isChannel(channel))
        errors.channel = channel === undefined ? 'required' : 'unknown_value';
      if (startNodeId !== undefined && typeof startNodeId !== 'string') {
        errors.startNodeId = 'invalid';
      }
      // A past version is one of the published ones: a draft has no numbers.
      const pastVersion = isVersionNumber(versionNumber) ? versionNumber : undefined;
      if (versionNumber !== undefined && (pastVersion === undefined || source !== 'published')) {
        errors.versionNumber = 'invalid';
      }
      const slots = slotsOf(body?.slots, errors);
      if (
        hasErrors(errors) ||
        typeof flowId !== 'string' ||
        !isSource(source) ||
        !isLanguage(language) ||
        !isChannel(channel)
      ) {
        return validationFailed(errors);
      }
      if (!db.flows.some((flow) => flow.id === flowId)) return notFound('The flow');
      // A flow never published has no published version to try.
      const graph =
        pastVersion === undefined
          ? graphOf(flowId, source)
          : publishedGraph(db, flowId, pastVersion);
      if (!graph) {
        return validationFailed(
          pastVersion === undefined
            ? { source: 'unknown_value' }
            : { versionNumber: 'unknown_value' },
        );
      }
      if (typeof startNodeId === 'string' && !graph.nodes.some((node) => node.id === startNodeId)) {
        return validationFailed({ startNodeId: 'unknown_value' });
      }
      const { state, step } = startSimulation(
        {
          id: `sim-${db.nextFlowNumber++}`,
          flowId,
          source,
          language,
          channel,
          slots,
          graph,
          ...(typeof startNodeId === 'string' ? { startNodeId } : {}),
        },
        environmentFor(source),
      );
      db.simulatorSessions = [...db.simulatorSessions, state].slice(-MAX_SESSIONS);
      return HttpResponse.json<SimulatorSession>({ id: state.id, ...step }, { status: 201 });
    }),

    http.post(`${API}/simulator/sessions/:id/messages`, async ({ params, request }) => {
      const session = findSession(params.id);
      if (!session) return notFound('The session');
      const errors: FieldErrors = {};
      const body = await jsonObject(request);
      const { said, input } = saidIn(body, errors);
      if (hasErrors(errors)) return validationFailed(errors);
      if (session.ended) return problem(400, 'session_ended', 'The conversation has ended');
      if (input === 'button' && !offeredButtons(session).some((button) => button.id === said)) {
        return validationFailed({ button: 'unknown_value' });
      }
      const step = answerSimulation(session, said, environmentFor(session.source), input);
      return HttpResponse.json<SimulatorStep>(step);
    }),

    http.delete(`${API}/simulator/sessions/:id`, ({ params }) => {
      const db = mockDb();
      const session = findSession(params.id);
      if (!session) return notFound('The session');
      db.simulatorSessions = db.simulatorSessions.filter((other) => other !== session);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
