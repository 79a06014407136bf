import { describe, expect, it } from 'vitest';
import type { FlowConditionRule } from '../../lib/api-client/schema';
import { flowEdge as edge, flowNode as node } from '../../testing/flowGraph';
import {
  answerSimulation,
  MAX_STEPS,
  startSimulation,
  type SimulatorEnvironment,
  type SimulatorGraph,
} from './flowSimulator';
import { createFlowSeed } from './flows';
import { callIntegration } from './integrationCalls';

const { flows } = createFlowSeed(Date.parse('2026-03-15T12:00:00Z'), 'Bob Sample', 'Alice');
const seeded = (name: string) => flows.find((flow) => flow.name === name)!;

const environment: SimulatorEnvironment = {
  subflowGraph: (flowId) => flows.find((flow) => flow.id === flowId),
  understand: (text) =>
    /password/i.test(text)
      ? { intent: 'password.reset', confidence: 0.8 }
      : { intent: null, confidence: 0 },
};

function start(graph: SimulatorGraph, options: { startNodeId?: string; slots?: object } = {}) {
  return startSimulation(
    {
      id: 'sim-1',
      flowId: 'flow-x',
      source: 'draft',
      language: 'en-US',
      channel: 'voice',
      slots: { ...options.slots } as Record<string, string>,
      graph,
      ...(options.startNodeId ? { startNodeId: options.startNodeId } : {}),
    },
    environment,
  );
}
const botSays = (step: { turns: { speaker: string; text: string }[] }) =>
  step.turns.filter((turn) => turn.speaker === 'bot').map((turn) => turn.text);

describe('the flow simulator', () => {
  it('walks Order status to the first question, then along the answers to the end', () => {
    const { state, step } = start(seeded('Order status'));
    expect(botSays(step)).toEqual([
      'Welcome to the order hotline.',
      'What is your order number? You will find it in your order confirmation.',
    ]);
    expect(step).toMatchObject({ path: ['start', 'say_welcome', 'ask_order_number'] });
    expect(step).toMatchObject({ nlu: null, ended: false, outcome: null, slots: {} });

    const found = answerSimulation(state, ' AB123456 ', environment);
    expect(found.turns[0]).toEqual({
      speaker: 'caller',
      text: ' AB123456 ',
      nodeId: null,
      input: 'text',
    });
    expect(botSays(found)).toEqual([
      'Your order AB123456 has been shipped and will arrive in two to three working days.',
      'Can I help you with anything else? Press or say 1 for yes or 2 for no.',
    ]);
    expect(found.slots).toEqual({ order_number: 'AB123456' });
    expect(found.nlu).toEqual({ intent: null, confidence: 0 });

    const done = answerSimulation(state, '2', environment);
    expect(botSays(done)).toEqual(['Thank you for calling. Goodbye!']);
    expect(done).toMatchObject({ ended: true, outcome: 'contained', slots: { more_help: '2' } });
    expect(done.path).toEqual([
      'start',
      'say_welcome',
      'ask_order_number',
      'check_order_number',
      'api_order',
      'say_status',
      'ask_more',
      'check_more',
      'say_goodbye',
      'end_contained',
    ]);
  });

  it('asks again after no input until the retries are used up, then goes on without an answer', () => {
    const { state } = start(seeded('Order status'));
    const again = answerSimulation(state, '   ', environment);
    expect(botSays(again)).toEqual(['I didn’t hear anything. Please tell me your order number.']);
    expect(again.nlu).toBeNull();
    answerSimulation(state, ' ', environment);
    const gaveUp = answerSimulation(state, ' ', environment);
    expect(botSays(gaveUp)).toEqual(['Without an order number I cannot help, sorry. Goodbye!']);
    expect(gaveUp).toMatchObject({ ended: true, outcome: 'abandoned', slots: {} });
  });

  describe('buttons, cards, voice markup and silence', () => {
    const graph = {
      nodes: [
        node('start', 'start'),
        node('ask', 'ask', {
          prompts: {
            'en-US': 'Which <emphasis>plan</emphasis>?<break time="300ms"/>',
            'de-DE': 'Welcher Tarif?',
          },
          noInputPrompts: { 'en-US': 'Still there?' },
          slot: 'plan',
          retries: 1,
          noAnswerBranch: true,
          card: { titles: { 'en-US': 'Our plans' }, imageUrl: 'https://example.com/plans.png' },
          buttons: [
            { id: 'btn-basic', labels: { 'en-US': 'Basic', 'de-DE': 'Basis' }, value: 'basic' },
            {
              id: 'btn-agent',
              labels: { 'en-US': 'Talk to someone' },
              value: 'agent',
              branch: true,
            },
          ],
        }),
        node('chosen', 'say', { texts: { 'en-US': 'You chose {plan}.' } }),
        node('agent', 'handover', { target: 'sales' }),
        node('silent', 'say', { texts: { 'en-US': 'I will call back.' } }),
        node('done', 'end', { outcome: 'contained' }),
      ],
      edges: [
        edge('start', 'ask'),
        edge('ask', 'chosen'),
        edge('ask', 'agent', 'btn-agent'),
        edge('ask', 'silent', 'noAnswer'),
        edge('chosen', 'done'),
        edge('silent', 'done'),
      ],
    };
    const inChat = (language: 'en-US' | 'de-DE' = 'en-US') =>
      startSimulation(
        { id: 's', flowId: 'f', source: 'draft', language, channel: 'chat', slots: {}, graph },
        environment,
      );

    it('shows a chat the plain text, the card and the buttons; the phone hears the markup', () => {
      expect(inChat().step.turns[0]).toEqual({
        speaker: 'bot',
        text: 'Which plan?',
        nodeId: 'ask',
        card: { title: 'Our plans', imageUrl: 'https://example.com/plans.png' },
        buttons: [
          { id: 'btn-basic', label: 'Basic' },
          { id: 'btn-agent', label: 'Talk to someone' },
        ],
      });
      // A label missing in the session's language falls back to another, as texts do.
      expect(inChat('de-DE').step.turns[0].buttons?.[1].label).toBe('Talk to someone');
      expect(start(graph).step.turns[0]).toEqual({
        speaker: 'bot',
        text: 'Which plan?',
        nodeId: 'ask',
        ssml: 'Which <emphasis>plan</emphasis>?<break time="300ms"/>',
      });
    });

    it('takes a click as the button’s value, along the question’s way or the button’s own', () => {
      const basic = inChat();
      const clicked = answerSimulation(basic.state, 'btn-basic', environment, 'button');
      expect(clicked.turns[0]).toEqual({
        speaker: 'caller',
        text: 'Basic',
        nodeId: null,
        input: 'button',
      });
      expect(botSays(clicked)).toEqual(['You chose basic.']);
      expect(clicked).toMatchObject({ ended: true, slots: { plan: 'basic' }, nlu: null });
      const agent = inChat();
      expect(answerSimulation(agent.state, 'btn-agent', environment, 'button')).toMatchObject({
        ended: true,
        outcome: 'handover',
        slots: { plan: 'agent' },
      });
      // Typing a button's label in a chat counts as the click.
      const typed = inChat();
      expect(answerSimulation(typed.state, 'talk to SOMEONE', environment).outcome).toBe(
        'handover',
      );
    });

    it('asks again after silence, then takes the question’s way for no answer', () => {
      const { state } = start(graph);
      const first = answerSimulation(state, '', environment, 'silence');
      expect(first.turns[0]).toEqual({
        speaker: 'caller',
        text: '',
        nodeId: null,
        input: 'silence',
      });
      expect(botSays(first)).toEqual(['Still there?']);
      const gaveUp = answerSimulation(state, '', environment, 'silence');
      expect(botSays(gaveUp)).toEqual(['I will call back.']);
      expect(gaveUp).toMatchObject({ ended: true, outcome: 'contained', slots: {} });
      // On the phone there are no buttons: an id said is words, as any answer.
      const spoken = start(graph).state;
      expect(answerSimulation(spoken, 'btn-agent', environment).slots).toEqual({
        plan: 'btn-agent',
      });
    });
  });

  it('takes a key pressed on the phone as its option’s value; a key not listed is not understood', () => {
    const graph = {
      nodes: [
        node('start', 'start'),
        node('ask', 'ask', {
          prompts: { 'en-US': 'Press 1 for sales, 2 for support.' },
          noMatchPrompts: { 'en-US': 'Please press 1 or 2.' },
          slot: 'team',
          retries: 1,
          dtmfOptions: [
            { digit: '1', value: 'sales' },
            { digit: '2', value: 'support' },
          ],
        }),
        node('done', 'end', { outcome: 'contained' }),
      ],
      edges: [edge('start', 'ask'), edge('ask', 'done')],
    };
    const { state } = start(graph);
    expect(botSays(answerSimulation(state, '9', environment, 'dtmf'))).toEqual([
      'Please press 1 or 2.',
    ]);
    expect(answerSimulation(state, '2', environment, 'dtmf')).toMatchObject({
      ended: true,
      slots: { team: 'support' },
    });
    // Said, not keyed: the words, as for any question.
    const spoken = start(graph).state;
    expect(answerSimulation(spoken, 'sales please', environment).slots).toEqual({
      team: 'sales please',
    });
    // In a chat there is no keypad: keyed digits count as typed.
    const chat = startSimulation(
      {
        id: 'sim-2',
        flowId: 'flow-x',
        source: 'draft',
        language: 'en-US',
        channel: 'chat',
        slots: {},
        graph,
      },
      environment,
    ).state;
    expect(answerSimulation(chat, '2', environment, 'dtmf').slots).toEqual({ team: '2' });
  });

  it('takes the digits for a number, and asks again without noMatch prompts when there are none', () => {
    const { state } = start(seeded('Order status'), { startNodeId: 'ask_more' });
    expect(state.path).toEqual(['ask_more']);
    const again = answerSimulation(state, 'hmm', environment);
    expect(botSays(again)).toEqual([
      'Can I help you with anything else? Press or say 1 for yes or 2 for no.',
    ]);
    const agent = answerSimulation(state, 'number 1 please', environment);
    expect(agent).toMatchObject({ ended: true, outcome: 'handover', slots: { more_help: '1' } });
  });

  it('walks into a subflow and back, crediting its turns to the subflow node', () => {
    const { state, step } = start(seeded('Password reset'));
    expect(step.path).toEqual(['start', 'say_welcome', 'sub_identify']);
    expect(step.turns.at(-1)).toEqual({
      speaker: 'bot',
      text: 'Please tell me your customer number.',
      nodeId: 'sub_identify',
    });
    const verified = answerSimulation(state, 'It is 12 34 56, password please', environment);
    expect(verified.nlu).toEqual({ intent: 'password.reset', confidence: 0.8 });
    expect(botSays(verified)).toEqual([
      'Thank you, customer number 123456 is confirmed.',
      'Where should we send the reset link? Say or press 1 for a text message or 2 for e-mail.',
    ]);
    expect(verified.slots).toEqual({ customer_number: '123456', caller_identified: 'yes' });
    const sent = answerSimulation(state, '2', environment);
    expect(sent).toMatchObject({ ended: true, outcome: 'contained' });
    expect(sent.slots.delivery).toBe('email');
    expect(sent.path.slice(3)).toEqual([
      'check_identified',
      'say_verified',
      'ask_channel',
      'check_channel',
      'set_email',
      'api_send_link',
      'say_link_sent',
      'end_done',
    ]);
  });

  it('starts from a node with preset slots and fills them into what the bot says', () => {
    const { step } = start(seeded('Appointment booking'), {
      startNodeId: 'ask_confirm',
      slots: { date: '1 April', appointment_time: '09:00' },
    });
    expect(botSays(step)).toEqual([
      '1 April at 09:00 is available. Shall I book it? 1 for yes, 2 for no.',
    ]);
  });

  it('evaluates condition rules in order, else `else`', () => {
    const verdict = (rule: Omit<FlowConditionRule, 'id'>, slots: Record<string, string>) => {
      const graph = {
        nodes: [
          node('start', 'start'),
          node('check', 'condition', { rules: [{ id: 'hit', ...rule }] }),
          node('yes', 'end', { outcome: 'contained' }),
          node('no', 'end', { outcome: 'abandoned' }),
        ],
        edges: [edge('start', 'check'), edge('check', 'yes', 'hit'), edge('check', 'no', 'else')],
      };
      return start(graph, { slots }).step.outcome === 'contained';
    };
    const rule = (operator: FlowConditionRule['operator'], value = '') => ({
      slot: 's',
      operator,
      value,
    });
    expect(verdict(rule('equals', 'Yes'), { s: ' yes ' })).toBe(true);
    expect(verdict(rule('notEquals', 'yes'), { s: 'YES' })).toBe(false);
    expect(verdict(rule('notEquals', 'yes'), {})).toBe(true);
    expect(verdict(rule('contains', 'MAIL'), { s: 'by e-mail' })).toBe(true);
    expect(verdict(rule('isSet'), { s: 'x' })).toBe(true);
    expect(verdict(rule('isSet'), { s: ' ' })).toBe(false);
    expect(verdict(rule('isEmpty'), {})).toBe(true);
    expect(verdict(rule('greaterThan', '9'), { s: '10' })).toBe(true);
    expect(verdict(rule('greaterThan', '9'), { s: 'ten' })).toBe(false);
    expect(verdict(rule('lessThan', '9'), { s: '8.5' })).toBe(true);
    // An expression over the slots, as the editor checks it.
    const expression = (text: string) => ({
      slot: '',
      operator: 'expression' as const,
      value: '',
      expression: text,
    });
    expect(verdict(expression('int(s) > 2 && s != "10"'), { s: '3' })).toBe(true);
    expect(verdict(expression('int(s) > 2 && s != "10"'), { s: '10' })).toBe(false);
    expect(verdict(expression('s == "" || s.startsWith("x")'), { s: 'xyz' })).toBe(true);
    // One that cannot be evaluated for the value at hand does not hold.
    expect(verdict(expression('int(s) > 2'), { s: 'many' })).toBe(false);
  });

  it('answers integrations deterministically, sets slots, and stops a loop after too many steps', () => {
    const api = (path: string, timeoutMs: number) => ({
      nodes: [
        node('start', 'start'),
        node('set', 'setSlot', { slot: 'who', value: 'caller {name}' }),
        node('api', 'apiCall', { path, timeoutMs }),
        node('ok', 'end', { outcome: 'contained' }),
        node('failed', 'handover'),
        node('slow', 'end', { outcome: 'abandoned' }),
      ],
      edges: [
        edge('start', 'set'),
        edge('set', 'api'),
        edge('api', 'ok', 'success'),
        edge('api', 'failed', 'error'),
        edge('api', 'slow', 'timeout'),
      ],
    });
    const ok = start(api('/orders', 1000), { slots: { name: 'Ann' } }).step;
    expect(ok).toMatchObject({ outcome: 'contained', slots: { name: 'Ann', who: 'caller Ann' } });
    expect(start(api('/fail', 200)).step.outcome).toBe('handover');
    expect(start(api('/orders', 200)).step.outcome).toBe('abandoned');

    const loop = {
      nodes: [node('start', 'start'), node('a', 'setSlot', { slot: 'x', value: '1' })],
      edges: [edge('start', 'a'), edge('a', 'a')],
    };
    const stuck = start(loop).step;
    expect(stuck).toMatchObject({ ended: true, outcome: 'error' });
    expect(stuck.path).toHaveLength(MAX_STEPS);
  });

  it('sends the body with the slots’ values and maps the answer into slots, as “Try this call” does', () => {
    const graph = {
      nodes: [
        node('start', 'start'),
        node('api', 'apiCall', {
          integration: 'shop',
          method: 'POST',
          path: '/orders/{order_number}',
          body: '{"order": {order_number}, "note": "for {name}"}',
          timeoutMs: 3000,
          responseMapping: [
            { path: 'order.status', slot: 'order_status' },
            { path: 'order.items[0].quantity', slot: 'quantity' },
            // Not in the answer: the slot keeps its value.
            { path: 'order.missing', slot: 'name' },
          ],
        }),
        node('say', 'say', { texts: { 'en-US': 'Order {order_number} is {order_status}.' } }),
        node('end', 'end', { outcome: 'contained' }),
        node('agent', 'handover'),
      ],
      edges: [
        edge('start', 'api'),
        edge('api', 'say', 'success'),
        edge('api', 'agent', 'error'),
        edge('api', 'agent', 'timeout'),
        edge('say', 'end'),
      ],
    };
    const slots = { order_number: 'A-17', name: 'Ann' };
    const { step } = start(graph, { slots });
    const expected = callIntegration(
      { integration: 'shop', method: 'POST', path: '/orders/{order_number}', timeoutMs: 3000 },
      slots,
    ).answer as { order: { status: string; items: { quantity: number }[] } };
    expect(step.outcome).toBe('contained');
    expect(step.slots).toEqual({
      ...slots,
      order_status: expected.order.status,
      quantity: String(expected.order.items[0].quantity),
    });
    expect(botSays(step)).toEqual([`Order A-17 is ${expected.order.status}.`]);
    // A slot value that makes the path fail takes the error output, with nothing mapped.
    const failed = start(graph, { slots: { order_number: 'fail-1' } }).step;
    expect(failed.outcome).toBe('handover');
    expect(failed.slots).toEqual({ order_number: 'fail-1' });
  });

  it('ends in an error where the flow cannot go on: an open output, an unknown subflow', () => {
    const open = {
      nodes: [node('start', 'start'), node('hi', 'say')],
      edges: [edge('start', 'hi')],
    };
    expect(start(open).step).toMatchObject({
      ended: true,
      outcome: 'error',
      path: ['start', 'hi'],
    });
    const ghost = {
      nodes: [node('start', 'start'), node('sub', 'subflow', { flowId: 'nope' })],
      edges: [edge('start', 'sub')],
    };
    expect(start(ghost).step).toMatchObject({ ended: true, outcome: 'error' });
    expect(start({ nodes: [], edges: [] }).step).toMatchObject({ outcome: 'error', path: [] });
  });
});
