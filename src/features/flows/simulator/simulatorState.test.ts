import { describe, expect, it } from 'vitest';
import type { SimulatorSession } from '../../../lib/api-client/schema';
import { INITIAL_SIMULATOR_STATE, simulatorReducer, type SessionSettings } from './simulatorState';

const settings: SessionSettings = {
  source: 'draft',
  language: 'de-DE',
  channel: 'voice',
  slots: {},
};
const session: SimulatorSession = {
  id: 'sim-1',
  turns: [
    { speaker: 'bot', text: 'Hallo.', nodeId: 'say' },
    { speaker: 'bot', text: 'Ihre Nummer?', nodeId: 'ask' },
  ],
  path: ['start', 'say', 'ask'],
  slots: {},
  nlu: null,
  ended: false,
  outcome: null,
};

describe('simulatorReducer', () => {
  it('starts afresh, appends each answer and credits the understanding to the caller', () => {
    let state = simulatorReducer(INITIAL_SIMULATOR_STATE, { type: 'start', settings });
    expect(state).toMatchObject({ phase: 'starting', settings, entries: [] });
    state = simulatorReducer(state, { type: 'started', session });
    expect(state).toMatchObject({ phase: 'running', sessionId: 'sim-1', path: session.path });
    state = simulatorReducer(state, { type: 'send' });
    state = simulatorReducer(state, {
      type: 'answered',
      keypad: true,
      step: {
        turns: [
          { speaker: 'caller', text: '1', nodeId: null },
          { speaker: 'bot', text: 'Danke.', nodeId: 'say_done' },
        ],
        path: [...session.path, 'say_done', 'end'],
        slots: { number: '1', gone: undefined },
        nlu: { intent: null, confidence: 0 },
        ended: true,
        outcome: 'contained',
      },
    });
    expect(state.entries.map((entry) => [entry.key, entry.speaker, entry.keypad])).toEqual([
      ['0', 'bot', false],
      ['1', 'bot', false],
      ['2', 'caller', true],
      ['3', 'bot', false],
    ]);
    expect(state.entries[2]?.nlu).toEqual({ intent: null, confidence: 0 });
    expect(state.entries[3]?.nlu).toBeNull();
    expect(state).toMatchObject({ phase: 'running', slots: { number: '1' }, ended: true });
    expect(state.slots).not.toHaveProperty('gone');
  });

  it('keeps the transcript after a failed message and clears all but the settings on stop', () => {
    let state = simulatorReducer(INITIAL_SIMULATOR_STATE, { type: 'start', settings });
    state = simulatorReducer(state, { type: 'started', session });
    state = simulatorReducer(state, { type: 'send' });
    state = simulatorReducer(state, {
      type: 'sendFailed',
      failure: { during: 'send', kind: 'server' },
    });
    expect(state).toMatchObject({ phase: 'running', failure: { kind: 'server' } });
    expect(state.entries).toHaveLength(2);
    state = simulatorReducer(state, { type: 'stop' });
    expect(state).toEqual({ ...INITIAL_SIMULATOR_STATE, settings });
  });

  it('goes back to the settings when a start fails', () => {
    let state = simulatorReducer(INITIAL_SIMULATOR_STATE, { type: 'start', settings });
    state = simulatorReducer(state, {
      type: 'startFailed',
      failure: { during: 'start', kind: 'notPublished' },
    });
    expect(state).toMatchObject({ phase: 'idle', settings, sessionId: undefined });
  });
});
