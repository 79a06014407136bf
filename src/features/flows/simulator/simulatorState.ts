import type {
  Channel,
  Language,
  SimulatorSession,
  SimulatorSource,
  SimulatorStep,
  SimulatorTurn,
  SimulatorUnderstanding,
} from '../../../lib/api-client/schema';
import type { SimulatorFailure } from './simulatorFailure';

/** What a test conversation is started with; Restart starts the next one with the same. */
export interface SessionSettings {
  source: SimulatorSource;
  language: Language;
  channel: Channel;
  /** "Try from here": the step to start at; the flow's start when absent. */
  startNodeId?: string;
  /** With the published source, that past version (a replay of what ran then). */
  versionNumber?: number;
  /** Slot values the conversation starts with. */
  slots: Record<string, string>;
}

/** One line of the transcript as the panel shows it. */
export interface TranscriptEntry {
  /** Stable React key: turns are only ever appended. */
  key: string;
  speaker: 'bot' | 'caller';
  text: string;
  /** The step that spoke (bot turns). */
  nodeId: string | null;
  /** A caller turn keyed in on the keypad rather than said. */
  keypad: boolean;
  /** A caller turn: how it came (a click on a button, silence), where the server says. */
  input?: SimulatorTurn['input'];
  /** A bot turn on the phone: the text with its voice markup, as spoken. */
  ssml?: string;
  /** A bot turn in a chat: the card it shows, and the buttons offered with the question. */
  card?: SimulatorTurn['card'];
  buttons?: SimulatorTurn['buttons'];
  /** What the understanding made of a caller turn; null: nothing to understand. */
  nlu: SimulatorUnderstanding | null;
}

export type SimulatorPhase = 'idle' | 'starting' | 'running' | 'sending';

export interface SimulatorState {
  phase: SimulatorPhase;
  /** The settings of the conversation running (or of the last one tried). */
  settings: SessionSettings | undefined;
  sessionId: string | undefined;
  entries: TranscriptEntry[];
  path: string[];
  slots: Record<string, string>;
  ended: boolean;
  outcome: string | null;
  /** The last call's failure, explained in place until the next call. */
  failure: SimulatorFailure | undefined;
}

export const INITIAL_SIMULATOR_STATE: SimulatorState = {
  phase: 'idle',
  settings: undefined,
  sessionId: undefined,
  entries: [],
  path: [],
  slots: {},
  ended: false,
  outcome: null,
  failure: undefined,
};

export type SimulatorAction =
  | { type: 'start'; settings: SessionSettings }
  | { type: 'started'; session: SimulatorSession }
  | { type: 'startFailed'; failure: SimulatorFailure }
  | { type: 'send' }
  | { type: 'answered'; step: SimulatorStep; keypad: boolean }
  | { type: 'sendFailed'; failure: SimulatorFailure }
  | { type: 'stop' };

/** The contract's slot map allows absent values; the panel shows only those set. */
const setSlots = (slots: SimulatorStep['slots']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(slots).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * The step's turns as transcript lines. The step's understanding belongs to the caller's turn
 * (the contract sends the caller's turn first, then the bot's).
 */
function entriesOf(
  step: SimulatorStep,
  offset: number,
  keypad: boolean,
  withNlu: boolean,
): TranscriptEntry[] {
  return step.turns.map((turn, index) => ({
    key: String(offset + index),
    speaker: turn.speaker,
    text: turn.text,
    nodeId: turn.nodeId,
    keypad: turn.speaker === 'caller' && (keypad || turn.input === 'dtmf'),
    nlu: turn.speaker === 'caller' && withNlu ? step.nlu : null,
    ...(turn.input ? { input: turn.input } : {}),
    ...(turn.ssml ? { ssml: turn.ssml } : {}),
    ...(turn.card ? { card: turn.card } : {}),
    ...(turn.buttons?.length ? { buttons: turn.buttons } : {}),
  }));
}

const withStep = (state: SimulatorState, step: SimulatorStep, entries: TranscriptEntry[]) => ({
  ...state,
  entries,
  path: step.path,
  slots: setSlots(step.slots),
  ended: step.ended,
  outcome: step.outcome,
});

/** The panel's state: pure, so every transition can be reasoned about (and tested) alone. */
export function simulatorReducer(state: SimulatorState, action: SimulatorAction): SimulatorState {
  switch (action.type) {
    case 'start':
      // A new conversation: the old transcript and its path go.
      return { ...INITIAL_SIMULATOR_STATE, phase: 'starting', settings: action.settings };
    case 'started':
      return withStep(
        { ...state, phase: 'running', sessionId: action.session.id, failure: undefined },
        action.session,
        entriesOf(action.session, 0, false, false),
      );
    case 'startFailed':
      // Nothing runs: the settings can be changed and the start tried again.
      return { ...state, phase: 'idle', sessionId: undefined, failure: action.failure };
    case 'send':
      return { ...state, phase: 'sending', failure: undefined };
    case 'answered':
      return withStep({ ...state, phase: 'running' }, action.step, [
        ...state.entries,
        ...entriesOf(action.step, state.entries.length, action.keypad, true),
      ]);
    case 'sendFailed':
      // The transcript stays: the person sees where it broke and can restart from there.
      return { ...state, phase: 'running', failure: action.failure };
    case 'stop':
      return { ...INITIAL_SIMULATOR_STATE, settings: state.settings };
  }
}
