import type { FlowTest, FlowTestExpectation, FlowTestTurn } from '../../lib/api-client/schema';
import type { FlowTestSeed } from './flowTests';
import { DAY_MS, iso } from './time';

const ORDER = 'flow-order-status';
const RESET = 'flow-password-reset';
const IDENTIFY = 'flow-identify-caller';

/** A turn: what the caller says, and what of the answer is checked (the rest is not). */
const turn = (said: string | null, expect: Partial<FlowTestExpectation>): FlowTestTurn => ({
  said,
  expect: { steps: null, reply: null, intent: null, slots: null, ...expect },
});

const exact = (text: string) => ({ text, match: 'exact' as const });
const contains = (text: string) => ({ text, match: 'contains' as const });

type SeededTest = Omit<FlowTest, 'id' | 'version' | 'updatedAt' | 'updatedBy' | 'origin'>;

/**
 * What the seeded flows really do, kept as tests (flowTestSeed.test.ts walks them): three for
 * Order status (bot-service-hotline), one of them disabled; for bot-default one for Identify
 * caller and one for Password reset through that subflow, which holds for its draft and for its
 * published version alike, so publishing any flow as seeded passes. No runs yet.
 */
const SEEDED: SeededTest[] = [
  {
    name: 'Order status: a shipped order',
    botId: 'bot-service-hotline',
    flowId: ORDER,
    tags: ['smoke'],
    enabled: true,
    language: 'en-US',
    channel: 'voice',
    slots: {},
    startNodeId: null,
    turns: [
      turn(null, {
        steps: ['say_welcome', 'ask_order_number'],
        reply: exact(
          'Welcome to the order hotline.\nWhat is your order number? You will find it in your order confirmation.',
        ),
      }),
      turn('AB123456', {
        steps: ['say_status', 'ask_more'],
        reply: contains('Your order AB123456 has been shipped'),
        slots: { order_number: 'AB123456' },
      }),
      turn('2', { steps: ['say_goodbye'], reply: exact('Thank you for calling. Goodbye!') }),
    ],
    outcome: 'contained',
  },
  {
    name: 'Order status: silence ends the call',
    botId: 'bot-service-hotline',
    flowId: ORDER,
    tags: ['smoke'],
    enabled: true,
    language: 'de-DE',
    channel: 'voice',
    slots: {},
    startNodeId: null,
    turns: [
      turn(null, { steps: ['say_welcome', 'ask_order_number'] }),
      turn('', {
        steps: ['ask_order_number'],
        reply: exact('Ich habe nichts gehört. Bitte nennen Sie Ihre Bestellnummer.'),
      }),
      turn('', { steps: ['ask_order_number'] }),
      turn('', {
        steps: ['say_no_number'],
        reply: contains('Ohne Bestellnummer kann ich leider nicht weiterhelfen.'),
      }),
    ],
    outcome: 'abandoned',
  },
  {
    name: 'Order status: more help goes to the order team',
    botId: 'bot-service-hotline',
    flowId: ORDER,
    tags: ['smoke', 'handover'],
    // Kept, not run: the order team's hours are being changed.
    enabled: false,
    language: 'en-US',
    channel: 'chat',
    slots: { order_number: 'AB123456' },
    startNodeId: 'say_status',
    turns: [
      turn(null, { steps: ['say_status', 'ask_more'] }),
      turn('1', { steps: [], slots: { more_help: '1' } }),
    ],
    outcome: 'handover',
  },
  {
    name: 'Password reset: a link by text message',
    botId: 'bot-default',
    flowId: RESET,
    tags: ['smoke'],
    enabled: true,
    language: 'en-US',
    channel: 'voice',
    slots: {},
    startNodeId: null,
    turns: [
      turn(null, {
        steps: ['say_welcome', 'sub_identify'],
        reply: contains('Please tell me your customer number.'),
      }),
      turn('4711', {
        steps: ['say_verified', 'ask_channel'],
        reply: contains('Thank you, customer number 4711 is confirmed.'),
        slots: { customer_number: '4711', caller_identified: 'yes' },
      }),
      turn('1', {
        steps: ['say_link_sent'],
        reply: exact('The link is on its way. It is valid for 24 hours.'),
        slots: { delivery: 'sms' },
      }),
    ],
    outcome: 'contained',
  },
  {
    name: 'Identify caller: a known customer',
    botId: 'bot-default',
    flowId: IDENTIFY,
    tags: ['smoke'],
    enabled: true,
    language: 'fr-FR',
    channel: 'chat',
    slots: {},
    startNodeId: null,
    turns: [
      turn(null, {
        steps: ['ask_customer_number'],
        reply: exact('Veuillez m’indiquer votre numéro client.'),
      }),
      // The look-up finds the customer and the subflow ends without a word.
      turn('4711', { steps: [], slots: { customer_number: '4711', caller_identified: 'yes' } }),
    ],
    outcome: 'contained',
  },
];

export function createFlowTestSeed(now: number, editor: string): FlowTestSeed {
  const flowTests = SEEDED.map((test, index): FlowTest => ({
    ...structuredClone(test),
    id: `flow-test-${index + 1}`,
    origin: null,
    version: 1,
    updatedAt: iso(now - (5 - index) * DAY_MS),
    updatedBy: editor,
  }));
  return { flowTests, flowTestRuns: [] };
}
