import { SIMULATOR_MESSAGE_LIMITS, type SimulatorMessage } from '../../../lib/api-client/schema';

/** The contract's limits for what the caller says and keys in. */
export const MESSAGE_MAX_LENGTH = SIMULATOR_MESSAGE_LIMITS.text.maxLength;
const DTMF_PATTERN = SIMULATOR_MESSAGE_LIMITS.dtmf.pattern;

export type MessageProblem = 'required' | 'keypadRule' | 'tooLong';

/**
 * What was typed as the message the contract takes, or why it cannot be sent. Keypad digits may
 * be typed with spaces ("1 2 3"); they are keyed in without.
 */
export function toSimulatorMessage(
  typed: string,
  keypad: boolean,
): { message: SimulatorMessage } | { problem: MessageProblem } {
  if (keypad) {
    const dtmf = typed.replace(/\s/g, '');
    if (dtmf === '') return { problem: 'required' };
    return DTMF_PATTERN.test(dtmf) ? { message: { dtmf } } : { problem: 'keypadRule' };
  }
  const text = typed.trim();
  if (text === '') return { problem: 'required' };
  if (text.length > MESSAGE_MAX_LENGTH) return { problem: 'tooLong' };
  return { message: { text } };
}

export const MESSAGE_PROBLEM_KEYS = {
  required: 'flows.simulator.message.required',
  keypadRule: 'flows.simulator.message.keypadRule',
  tooLong: 'flows.simulator.message.tooLong',
} as const satisfies Record<MessageProblem, string>;
