import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type {
  SimulatorMessage,
  SimulatorSession,
  SimulatorStart,
  SimulatorStep,
} from '../../../lib/api-client/schema';
import { SimulatorSessionSchema, SimulatorStepSchema } from '../../../lib/api-client/schemas/flows';

/**
 * How long a simulator call may take. POSTs have no time-out of their own; without one a lost
 * answer would leave the panel waiting for ever. A time-out arrives as a TimeoutError.
 */
export const SIMULATOR_TIMEOUT_MS = 10_000;

/** Starts a test conversation: its first bot turns up to the first question or the end. */
export const startSimulatorSession = (start: SimulatorStart): Promise<SimulatorSession> =>
  validated(
    'simulator/sessions',
    SimulatorSessionSchema,
    apiClient.post('simulator/sessions', start, SIMULATOR_TIMEOUT_MS),
  );

/** What the caller says or keys in, and how the flow answers. */
export function sendSimulatorMessage(
  sessionId: string,
  message: SimulatorMessage,
): Promise<SimulatorStep> {
  // The client encodes only the ids it joins itself; this one is part of a longer path.
  const path = `simulator/sessions/${encodeURIComponent(sessionId)}/messages` as const;
  return validated(path, SimulatorStepSchema, apiClient.post(path, message, SIMULATOR_TIMEOUT_MS));
}

/** Ends a test conversation on the server. */
export async function endSimulatorSession(sessionId: string): Promise<void> {
  await apiClient.delete('simulator/sessions', sessionId);
}
