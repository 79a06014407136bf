import { beforeEach, describe, expect, it } from 'vitest';
import {
  FlowNodeDataBodySchema,
  InviteUserRequestBodySchema,
} from '../../lib/api-client/schemas/requestBodies';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { limitErrors } from './contractLimits';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const long = (length: number) => 'x'.repeat(length);

beforeEach(() => resetMockData());

describe('limitErrors', () => {
  it('names each field past a contract limit with the server’s reason, the first per field', () => {
    const body = { label: long(81), texts: { 'en-US': long(2001) }, slot: 'Order' };
    expect(limitErrors(FlowNodeDataBodySchema, body, 'nodes.3.data')).toEqual({
      'nodes.3.data.label': 'too_long',
      'nodes.3.data.texts.en-US': 'too_long',
      'nodes.3.data.slot': 'invalid',
    });
  });

  it('leaves shapes to the handler: a missing or mistyped field is no limit', () => {
    expect(limitErrors(InviteUserRequestBodySchema, { name: 42 })).toEqual({});
    expect(limitErrors(InviteUserRequestBodySchema, undefined)).toEqual({});
    expect(limitErrors(InviteUserRequestBodySchema, { name: long(121) })).toEqual({
      name: 'too_long',
    });
  });
});

describe('the mock refuses texts longer than the contract allows (400, field errors)', () => {
  it('for flows: the name, and a step’s label and texts', async () => {
    const created = await call('POST', '/flows', { name: long(81), botId: 'bot-default' });
    expect(created.status).toBe(400);
    expect(created.body.fieldErrors).toEqual({ name: 'too_long' });

    const flow = mockDb().flows.find((candidate) => candidate.id === 'flow-order-status')!;
    const index = flow.nodes.findIndex((node) => node.type === 'say');
    const nodes = structuredClone(flow.nodes);
    nodes[index]!.data = { ...nodes[index]!.data, label: long(81), texts: { 'en-US': long(5000) } };
    const saved = await call('PUT', `/flows/${flow.id}`, {
      name: long(5000),
      nodes,
      edges: flow.edges,
      version: flow.version,
    });
    expect(saved.status).toBe(400);
    expect(saved.body.fieldErrors).toEqual({
      name: 'too_long',
      [`nodes.${index}.data.label`]: 'too_long',
      [`nodes.${index}.data.texts.en-US`]: 'too_long',
    });
  });

  it('for intents: the name and each example', async () => {
    const { status, body } = await call('POST', '/intents', {
      name: `order.${long(75)}`,
      description: '',
      examples: [
        { text: 'Is the parcel on a boat yet?', language: 'en-US' },
        { text: long(501), language: 'en-US' },
      ],
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ name: 'too_long', 'examples.1.text': 'too_long' });
  });

  it('for entities: a value’s synonyms', async () => {
    const { status, body } = await call('POST', '/entities', {
      name: 'colour',
      kind: 'list',
      values: [{ value: 'red', synonyms: ['crimson', long(101)] }],
      pattern: null,
      system: null,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ 'values.0.synonyms.1': 'too_long' });
  });

  it('for configurations: a handover target’s name and a greeting', async () => {
    const config = structuredClone(mockDb().botConfigs[0]!);
    config.handoverTargets.push({
      id: 'ht-long',
      name: long(65),
      type: 'queue',
      address: 'support',
      whenClosed: 'reject',
    });
    config.webChat.greeting = { ...config.webChat.greeting, 'en-US': long(501) };
    const { status, body } = await call('PUT', `/bot-configs/${config.id}`, config);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      [`handoverTargets.${config.handoverTargets.length - 1}.name`]: 'too_long',
      'webChat.greeting.en-US': 'too_long',
    });
  });

  it('for users: an invitee’s name', async () => {
    const { status, body } = await call('POST', '/users', {
      email: 'new.person@example.com',
      role: 'viewer',
      name: long(121),
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ name: 'too_long' });
  });
});
