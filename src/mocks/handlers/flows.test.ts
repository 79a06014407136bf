import { beforeEach, describe, expect, it } from 'vitest';
import type { Flow, FlowProblem, FlowSummary } from '../../lib/api-client/schema';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData, setCurrentRole } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const RESET = 'flow-password-reset';
const IDENTIFY = 'flow-identify-caller';
const ORDER = 'flow-order-status';

const stored = (id: string) => mockDb().flows.find((flow) => flow.id === id)!;
/** What the editor sends back: the draft as it is, on its version. */
const saveOf = (flow: Flow) => ({
  name: flow.name,
  nodes: flow.nodes,
  edges: flow.edges,
  version: flow.version,
});

beforeEach(() => resetMockData());

describe('the flows mock', () => {
  it('lists the seeded flows with their error counts, filtered and sorted', async () => {
    const { body } = await call('GET', '/flows');
    const items = body.items as FlowSummary[];
    expect(items.map((item) => item.name)).toEqual([
      'Appointment booking',
      'Identify caller',
      'Order status',
      'Password reset',
    ]);
    expect(items.every((item) => item.problems === 0)).toBe(true);
    const mine = await call('GET', '/flows?botId=bot-default&status=changed');
    expect((mine.body.items as FlowSummary[]).map((item) => item.name)).toEqual(['Password reset']);
    const searched = await call('GET', '/flows?q=ORDER&sort=updatedAt:desc');
    expect(searched.body.total).toBe(1);
    expect((await call('GET', '/flows?status=gone')).body.fieldErrors).toEqual({
      status: 'unknown_value',
    });
  });

  it('creates flows from templates or as copies, with names unique per bot', async () => {
    const blank = await call('POST', '/flows', { name: 'Billing', botId: 'bot-default' });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ status: 'draft', version: 1, publishedVersion: null });
    expect((blank.body.nodes as { type: string }[]).map((node) => node.type)).toEqual([
      'start',
      'end',
    ]);
    const copy = await call('POST', '/flows', {
      name: 'Password reset',
      botId: 'bot-web-assistant',
      copyOf: RESET,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.nodes).toEqual(stored(RESET).nodes);

    const refused = await call('POST', '/flows', {
      name: ' password RESET ',
      botId: 'bot-default',
      template: 'fancy',
      copyOf: 'nope',
    });
    expect(refused.body.fieldErrors).toEqual({
      name: 'already_exists',
      template: 'unknown_value',
      copyOf: 'unknown_value',
    });
    const noBot = await call('POST', '/flows', { name: 'X', botId: 'bot-nope' });
    expect(noBot.body.fieldErrors).toEqual({ botId: 'unknown_value' });
  });

  it('saves a draft on its version, marks a published flow changed and counts the saves', async () => {
    const order = stored(ORDER);
    const { status, body } = await call('PUT', `/flows/${ORDER}`, {
      ...saveOf(order),
      name: 'Order status (new)',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Order status (new)',
      version: 5,
      status: 'changed',
      updatedBy: 'Alice Example',
      unpublishedChanges: { count: 1, authors: ['Alice Example'] },
    });
    const stale = await call('PUT', `/flows/${ORDER}`, saveOf({ ...order, version: 4 }));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 5 });

    const reset = stored(RESET);
    const again = await call('PUT', `/flows/${RESET}`, saveOf(reset));
    expect(again.body.unpublishedChanges).toEqual({
      count: 4,
      authors: ['Bob Sample', 'Alice Example'],
    });
  });

  it('refuses a graph it cannot take, naming the node or edge field', async () => {
    const flow = stored(ORDER);
    const [first, second] = flow.nodes;
    const { status, body } = await call('PUT', `/flows/${ORDER}`, {
      ...saveOf(flow),
      nodes: [
        { ...first, extra: 'dropped' },
        { ...second, type: 'teleport' },
        { ...second, id: first!.id },
        ...flow.nodes.slice(2),
      ],
      edges: [
        ...flow.edges,
        { id: 'x1', source: 'ghost', sourceHandle: null, target: 'say_welcome' },
        { id: 'x2', source: 'api_order', sourceHandle: 'maybe', target: 'ghost' },
        { id: 'x3', source: 'say_goodbye', sourceHandle: null, target: 'start' },
      ],
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      'nodes.1.type': 'unknown_value',
      'nodes.2.id': 'already_exists',
      [`edges.${flow.edges.length}.source`]: 'unknown_value',
      [`edges.${flow.edges.length + 1}.sourceHandle`]: 'unknown_value',
      [`edges.${flow.edges.length + 1}.target`]: 'unknown_value',
      [`edges.${flow.edges.length + 2}.sourceHandle`]: 'already_exists',
      [`edges.${flow.edges.length + 2}.target`]: 'invalid',
    });
    expect(stored(ORDER).version).toBe(4);

    const tidy = await call('PUT', `/flows/${ORDER}`, {
      ...saveOf(flow),
      nodes: [{ ...first, extra: 'dropped' }, ...flow.nodes.slice(1)],
    });
    expect(tidy.status).toBe(200);
    expect(stored(ORDER).nodes[0]).not.toHaveProperty('extra');
  });

  it('keeps a flow another one uses as a subflow, naming who uses it', async () => {
    const used = await call('DELETE', `/flows/${IDENTIFY}`);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'in_use', usedBy: ['Password reset'] });
    expect((await call('DELETE', `/flows/${RESET}`)).status).toBe(204);
    expect((await call('DELETE', `/flows/${IDENTIFY}`)).status).toBe(204);
    expect((await call('GET', `/flows/${IDENTIFY}`)).status).toBe(404);
  });

  it('validates the stored draft, subflow cycles included', async () => {
    expect((await call('POST', `/flows/${RESET}/validation`)).body).toEqual({ problems: [] });
    // Identify caller now uses Password reset, which uses Identify caller.
    const identify = stored(IDENTIFY);
    identify.nodes.push({
      id: 'back',
      type: 'subflow',
      position: { x: 0, y: 1500 },
      data: { flowId: RESET },
    });
    const { body } = await call('POST', `/flows/${RESET}/validation`);
    expect(body.problems).toEqual([
      { severity: 'error', code: 'subflow_cycle', nodeId: 'sub_identify' },
    ]);
    const list = await call('GET', '/flows?q=password');
    expect((list.body.items as FlowSummary[])[0]!.problems).toBe(1);
  });

  it('publishes a sound draft as the next version, and refuses one with errors', async () => {
    const reset = stored(RESET);
    const stale = await call('POST', `/flows/${RESET}/publications`, { version: 4, notes: '' });
    expect(stale.status).toBe(409);
    const published = await call('POST', `/flows/${RESET}/publications`, {
      version: reset.version,
      notes: 'E-mail too ',
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({
      id: `${RESET}-v2`,
      number: 2,
      notes: 'E-mail too',
      publishedBy: 'Alice Example',
      draftVersion: 5,
    });
    expect(stored(RESET)).toMatchObject({
      status: 'published',
      publishedVersion: 2,
      unpublishedChanges: { count: 0, authors: [] },
    });
    const versions = await call('GET', `/flows/${RESET}/versions`);
    expect((versions.body.items as { number: number }[]).map((v) => v.number)).toEqual([2, 1]);

    stored(ORDER).nodes[1]!.data.texts = { 'en-US': 'Hi' };
    const invalid = await call('POST', `/flows/${ORDER}/publications`, { version: 4, notes: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('flow_invalid');
    expect((invalid.body.problems as FlowProblem[]).map((problem) => problem.language)).toEqual([
      'de-DE',
      'ja-JP',
      'fr-FR',
      'it-IT',
    ]);
  });

  it('lets only administrators publish, and analysts only read', async () => {
    setCurrentRole('editor');
    const { status } = await call('POST', `/flows/${RESET}/publications`, {
      version: 5,
      notes: '',
    });
    expect(status).toBe(403);
    expect((await call('PUT', `/flows/${RESET}`, saveOf(stored(RESET)))).status).toBe(200);
    setCurrentRole('analyst');
    expect((await call('GET', `/flows/${RESET}`)).status).toBe(200);
    expect((await call('PUT', `/flows/${RESET}`, saveOf(stored(RESET)))).status).toBe(403);
    expect((await call('POST', '/flows', { name: 'X', botId: 'bot-default' })).status).toBe(403);
  });

  it('restores a published version as the draft, on the current version only', async () => {
    const unknown = await call('POST', `/flows/${RESET}/restorations`, {
      versionId: 'nope',
      version: 5,
    });
    expect(unknown.body.fieldErrors).toEqual({ versionId: 'unknown_value' });
    const stale = await call('POST', `/flows/${RESET}/restorations`, {
      versionId: `${RESET}-v1`,
      version: 3,
    });
    expect(stale.status).toBe(409);
    const { status, body } = await call('POST', `/flows/${RESET}/restorations`, {
      versionId: `${RESET}-v1`,
      version: 5,
    });
    expect(status).toBe(200);
    // The latest published version again: nothing is left to publish.
    expect(body).toMatchObject({ version: 6, status: 'published' });
    expect(body.unpublishedChanges).toEqual({ count: 0, authors: [] });
    expect(body.nodes).toEqual(mockDb().flowVersions[RESET]![0]!.nodes);

    const order = await call('POST', `/flows/${ORDER}/restorations`, {
      versionId: `${ORDER}-v1`,
      version: 4,
    });
    expect(order.body).toMatchObject({ version: 5, status: 'changed' });
    expect(order.body.unpublishedChanges).toEqual({ count: 1, authors: ['Alice Example'] });
  });

  it('shows one version with its graph', async () => {
    const { status, body } = await call('GET', `/flows/${ORDER}/versions/${ORDER}-v1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 1, name: 'Order status' });
    expect((body.nodes as unknown[]).length).toBeGreaterThan(10);
    expect((await call('GET', `/flows/${ORDER}/versions/nope`)).status).toBe(404);
  });
});
