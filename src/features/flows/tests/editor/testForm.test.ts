import { describe, expect, it } from 'vitest';
import type { ConversationDetail, FlowTestFields } from '../../../../lib/api-client/schema';
import { recordedConversation } from './conversationTest';
import {
  flowTestFormSchema,
  formPathOf,
  slotLinesProblem,
  toFields,
  toFormValues,
} from './testForm';

const TEST: FlowTestFields = {
  name: 'Shipped order',
  flowId: 'flow-order-status',
  tags: ['smoke'],
  enabled: true,
  language: 'en-US',
  channel: 'voice',
  slots: { customer: '42' },
  startNodeId: null,
  turns: [
    {
      said: null,
      expect: {
        steps: ['say_welcome'],
        reply: { text: 'Welcome.', match: 'exact' },
        intent: null,
        slots: null,
      },
    },
    {
      said: 'AB123456',
      expect: {
        steps: null,
        reply: null,
        intent: 'order.status',
        slots: { order_number: 'AB123456', city: 'New York' },
      },
    },
  ],
  outcome: 'contained',
  origin: { kind: 'conversation', id: 'conv-1' },
};

describe('the test form', () => {
  it('gives back the test it was made from', () => {
    expect(toFields(toFormValues(TEST))).toEqual(TEST);
  });

  it('sends null for a check turned off, and keeps what it held in the form', () => {
    const values = toFormValues(TEST);
    values.turns[0]!.reply.on = false;
    values.turns[1]!.slots.on = false;
    values.outcome = '';
    const fields = toFields(values);
    expect(fields.turns[0]!.expect.reply).toBeNull();
    expect(fields.turns[1]!.expect.slots).toBeNull();
    expect(fields.outcome).toBeNull();
    expect(values.turns[0]!.reply.text).toBe('Welcome.');
  });

  it('checks a check’s fields only while it is on', () => {
    const values = toFormValues(TEST);
    values.turns[0]!.reply.text = '';
    values.turns[1]!.slots.text = 'city';
    expect(flowTestFormSchema.safeParse(values).success).toBe(false);
    values.turns[0]!.reply.on = false;
    values.turns[1]!.slots.on = false;
    expect(flowTestFormSchema.safeParse(values).success).toBe(true);
  });

  it('says why slot lines cannot be sent', () => {
    expect(slotLinesProblem('a=1\n\nb = two words ')).toBeUndefined();
    expect(slotLinesProblem('  \n')).toBe('required');
    expect(slotLinesProblem('a=1\nb')).toBe('slot_line');
    expect(slotLinesProblem('=1')).toBe('slot_line');
    expect(slotLinesProblem('a=1\na=2')).toBe('slot_twice');
    expect(slotLinesProblem(`a=${'x'.repeat(201)}`)).toBe('slot_value_too_long');
    const many = Array.from({ length: 21 }, (_, index) => `s${index}=1`).join('\n');
    expect(slotLinesProblem(many)).toBe('too_many_slots');
  });

  it('refuses tags out of the contract’s rule, and more than ten', () => {
    const values = toFormValues(TEST);
    values.tags = ['ok.tag-1', 'two words'];
    expect(flowTestFormSchema.safeParse(values).success).toBe(false);
    values.tags = Array.from({ length: 11 }, (_, index) => `t${index}`);
    expect(flowTestFormSchema.safeParse(values).success).toBe(false);
    values.tags = ['nightly', ''];
    expect(flowTestFormSchema.safeParse(values).success).toBe(true);
    expect(toFields(values).tags).toEqual(['nightly']);
  });

  it('puts a server field error at the field that shows it', () => {
    expect(formPathOf('name')).toBe('name');
    expect(formPathOf('tags.2')).toBe('tags.2');
    expect(formPathOf('turns.3.said')).toBe('turns.3.said');
    expect(formPathOf('turns.3.expect.reply.text')).toBe('turns.3.reply.text');
    expect(formPathOf('turns.3.expect.intent')).toBe('turns.3.intent.text');
    expect(formPathOf('turns.3.expect.slots.city')).toBe('turns.3.slots.text');
    expect(formPathOf('flowId')).toBeUndefined();
    expect(formPathOf('turns.3.expect.steps.0')).toBeUndefined();
  });
});

describe('recordedConversation', () => {
  const conversation = (steps: boolean): ConversationDetail => ({
    id: 'conv-9',
    startedAt: '2026-03-02T10:00:00Z',
    channel: 'chat',
    caller: 'm***a',
    language: 'de-DE',
    outcome: 'handover',
    durationSeconds: 30,
    botName: 'Web',
    topIntent: null,
    recordingUrl: null,
    transcript: [
      {
        speaker: 'bot',
        text: 'Hallo',
        at: '2026-03-02T10:00:01Z',
        intent: null,
        confidence: null,
        step: null,
      },
      {
        speaker: 'bot',
        text: 'Worum geht es?',
        at: '2026-03-02T10:00:02Z',
        intent: null,
        confidence: null,
        step: steps ? { flowId: 'flow-a', flowVersion: 2, nodeId: 'ask', slots: { x: '1' } } : null,
      },
      {
        speaker: 'caller',
        text: 'Rechnung',
        at: '2026-03-02T10:00:03Z',
        intent: 'billing',
        confidence: 0.8,
        step: null,
      },
    ],
  });

  it('takes the flow of the first step that spoke, the conversation’s language, channel and outcome', () => {
    expect(recordedConversation(conversation(true))).toEqual({
      flowId: 'flow-a',
      language: 'de-DE',
      channel: 'chat',
      startNodeId: null,
      slots: {},
      turns: [
        { speaker: 'bot', text: 'Hallo', nodeId: null, intent: null },
        { speaker: 'bot', text: 'Worum geht es?', nodeId: 'ask', intent: null },
        { speaker: 'caller', text: 'Rechnung', nodeId: null, intent: 'billing' },
      ],
      outcome: 'handover',
      origin: { kind: 'conversation', id: 'conv-9' },
    });
  });

  it('has nothing for a conversation in which no step spoke', () => {
    expect(recordedConversation(conversation(false))).toBeUndefined();
  });
});
