import { beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorTurn } from '../../lib/api-client/schema';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData, setCurrentRole } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const start = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/simulator/sessions', {
    flowId: 'flow-order-status',
    source: 'draft',
    language: 'de-DE',
    channel: 'voice',
    slots: {},
    ...overrides,
  });
const botTexts = (turns: unknown) =>
  (turns as SimulatorTurn[]).filter((turn) => turn.speaker === 'bot').map((turn) => turn.text);

beforeEach(() => resetMockData());

describe('the simulator mock', () => {
  it('runs a conversation in the session’s language and understands the caller', async () => {
    setCurrentRole('viewer');
    const started = await start();
    expect(started.status).toBe(201);
    expect(started.body.id).toMatch(/^sim-/);
    expect(botTexts(started.body.turns)).toEqual([
      'Willkommen bei der Bestell-Hotline.',
      'Wie lautet Ihre Bestellnummer? Sie steht in Ihrer Bestellbestätigung.',
    ]);
    const id = String(started.body.id);
    // The seeded understanding knows this sentence as order.status.
    const said = await call('POST', `/simulator/sessions/${id}/messages`, {
      text: 'Wo ist meine Bestellung?',
    });
    expect(said.status).toBe(200);
    expect(said.body.nlu).toMatchObject({ intent: 'order.status' });
    expect(said.body.slots).toEqual({ order_number: 'Wo ist meine Bestellung?' });
    const keyed = await call('POST', `/simulator/sessions/${id}/messages`, { dtmf: '1' });
    expect(keyed.body).toMatchObject({ ended: true, outcome: 'handover' });
    const after = await call('POST', `/simulator/sessions/${id}/messages`, { dtmf: '1' });
    expect(after).toMatchObject({ status: 400, body: { code: 'session_ended' } });
  });

  it('tries the published version, from a node, with preset slots', async () => {
    const { status, body } = await start({
      flowId: 'flow-appointment-booking',
      source: 'published',
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ source: 'unknown_value' });
    const fromHere = await start({
      source: 'published',
      language: 'en-US',
      startNodeId: 'say_status',
      slots: { order_number: 'AB123456' },
    });
    expect(botTexts(fromHere.body.turns)[0]).toBe(
      'Your order AB123456 has been shipped and will arrive in two to three working days.',
    );
    expect(fromHere.body.path).toEqual(['say_status', 'ask_more']);
    const nowhere = await start({ startNodeId: 'nope' });
    expect(nowhere.body.fieldErrors).toEqual({ startNodeId: 'unknown_value' });
  });

  it('replays a past published version by its number', async () => {
    // Only version 2 explains a slow shop system.
    const slow = { source: 'published', language: 'en-US', startNodeId: 'say_system_slow' };
    const second = await start({ ...slow, versionNumber: 2 });
    expect(botTexts(second.body.turns)).toEqual(['Our order system is not responding right now.']);
    const first = await start({ ...slow, versionNumber: 1 });
    expect(first.body.fieldErrors).toEqual({ startNodeId: 'unknown_value' });
    const fromStart = await start({ source: 'published', versionNumber: 1 });
    expect(fromStart.status).toBe(201);
    const refusals = await Promise.all([
      start({ source: 'published', versionNumber: 3 }),
      start({ flowId: 'flow-appointment-booking', source: 'published', versionNumber: 1 }),
      start({ source: 'draft', versionNumber: 1 }),
      start({ source: 'published', versionNumber: 0 }),
    ]);
    expect(refusals.map(({ body }) => body.fieldErrors)).toEqual([
      { versionNumber: 'unknown_value' },
      { versionNumber: 'unknown_value' },
      { versionNumber: 'invalid' },
      { versionNumber: 'invalid' },
    ]);
  });

  it('checks the request: a known flow, exactly one of text and DTMF', async () => {
    expect((await start({ flowId: 'flow-nope' })).status).toBe(404);
    const wrong = await start({ language: 'xx', channel: 'fax', slots: { a: 1 } });
    expect(wrong.body.fieldErrors).toEqual({
      language: 'unknown_value',
      channel: 'unknown_value',
      slots: 'invalid',
    });
    const id = String((await start()).body.id);
    const messages = `/simulator/sessions/${id}/messages`;
    expect((await call('POST', messages, {})).body.fieldErrors).toEqual({ text: 'required' });
    expect((await call('POST', messages, { text: 'a', dtmf: '1' })).body.fieldErrors).toEqual({
      text: 'invalid',
      dtmf: 'invalid',
    });
    expect((await call('POST', messages, { dtmf: '12a' })).body.fieldErrors).toEqual({
      dtmf: 'invalid',
    });
    expect((await call('POST', '/simulator/sessions/nope/messages', { text: 'a' })).status).toBe(
      404,
    );
  });

  it('walks the subflow’s draft or its published version, as the session tries', async () => {
    const started = await start({ flowId: 'flow-password-reset', language: 'en-US' });
    const id = String(started.body.id);
    expect(botTexts(started.body.turns).at(-1)).toBe('Please tell me your customer number.');
    const step = await call('POST', `/simulator/sessions/${id}/messages`, { dtmf: '4711' });
    expect(step.body.slots).toMatchObject({ customer_number: '4711', caller_identified: 'yes' });

    // A session keeps the graphs it started on: later edits do not change it.
    mockDb().flows.find((flow) => flow.id === 'flow-password-reset')!.nodes = [];
    const sent = await call('POST', `/simulator/sessions/${id}/messages`, { text: 'one' });
    expect(botTexts(sent.body.turns)).toEqual(['Please say or press 1 or 2.']);
  });

  it('ends a session once', async () => {
    const id = String((await start()).body.id);
    expect((await call('DELETE', `/simulator/sessions/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/simulator/sessions/${id}`)).status).toBe(404);
    expect(mockDb().simulatorSessions).toEqual([]);
  });
});
