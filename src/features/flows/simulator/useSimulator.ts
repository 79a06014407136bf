import { useEffect, useReducer, useRef } from 'react';
import type { SimulatorMessage } from '../../../lib/api-client/schema';
import {
  endSimulatorSession,
  sendSimulatorMessage,
  startSimulatorSession,
} from '../api/simulatorSessions';
import { simulatorFailureOf } from './simulatorFailure';
import { INITIAL_SIMULATOR_STATE, simulatorReducer, type SessionSettings } from './simulatorState';

/** Ends a conversation on the server, best effort: one already gone (404) is just as ended. */
const endQuietly = (sessionId: string) => void endSimulatorSession(sessionId).catch(() => {});

/**
 * One test conversation at a time against the simulator: start (again), messages, stop. Every
 * answer reports the path walked so far through `onPathChange` (empty when nothing runs). An
 * answer that arrives after a newer start or a stop is dropped, and a conversation left behind
 * that way, or by leaving the editor, is ended on the server.
 */
export function useSimulator(flowId: string, onPathChange: (nodeIds: string[]) => void) {
  const [state, dispatch] = useReducer(simulatorReducer, INITIAL_SIMULATOR_STATE);
  // Each start and stop opens a new run; answers carry the run they were asked in.
  const run = useRef(0);
  const sessionId = useRef<string | undefined>(undefined);

  useEffect(
    () => () => {
      run.current += 1;
      if (sessionId.current) endQuietly(sessionId.current);
      sessionId.current = undefined;
    },
    [],
  );

  const leave = () => {
    run.current += 1;
    if (sessionId.current) endQuietly(sessionId.current);
    sessionId.current = undefined;
    return run.current;
  };

  const start = async (settings: SessionSettings) => {
    const current = leave();
    dispatch({ type: 'start', settings });
    onPathChange([]);
    try {
      const session = await startSimulatorSession({ flowId, ...settings });
      if (run.current !== current) {
        endQuietly(session.id);
        return;
      }
      sessionId.current = session.id;
      dispatch({ type: 'started', session });
      onPathChange(session.path);
    } catch (error) {
      if (run.current === current) {
        dispatch({ type: 'startFailed', failure: simulatorFailureOf(error, 'start') });
      }
    }
  };

  /** Resolves true once the flow answered (the message field may then be emptied). */
  const send = async (message: SimulatorMessage): Promise<boolean> => {
    const id = sessionId.current;
    if (!id) return false;
    const current = run.current;
    dispatch({ type: 'send' });
    try {
      const step = await sendSimulatorMessage(id, message);
      if (run.current !== current) return false;
      dispatch({ type: 'answered', step, keypad: message.dtmf !== undefined });
      onPathChange(step.path);
      return true;
    } catch (error) {
      if (run.current === current) {
        dispatch({ type: 'sendFailed', failure: simulatorFailureOf(error, 'send') });
      }
      return false;
    }
  };

  /** The old conversation ended, a new one with the same settings (try-from-here included). */
  const restart = () => {
    if (state.settings) void start(state.settings);
  };

  const stop = () => {
    leave();
    dispatch({ type: 'stop' });
    onPathChange([]);
  };

  return { state, start: (settings: SessionSettings) => void start(settings), send, restart, stop };
}
