import { useEffect, useReducer } from 'react';
import type { PortalSettings } from './portalSettings';
import { initialSettingsState, settingsReducer, type SettingsState } from './settingsState';

export const SETTINGS_RETRY_INTERVAL_MS = 10_000;

/**
 * Requests the settings at once, then every 10 s until one request succeeds (spec §4, §8).
 * Failures are logged, never shown: the spinner stays until the server answers properly.
 */
export function useSettingsPolling(load: () => Promise<PortalSettings>): SettingsState {
  const [state, dispatch] = useReducer(settingsReducer, initialSettingsState);

  useEffect(() => {
    let stopped = false;
    // eslint-disable-next-line prefer-const -- assigned after `attempt` is defined, which uses it
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const attempt = async () => {
      try {
        const settings = await load();
        if (stopped) return;
        stop();
        dispatch({ type: 'succeeded', settings });
      } catch (error) {
        if (stopped) return;
        console.warn('Portal settings could not be loaded; retrying in 10 s.', error);
        dispatch({ type: 'failed' });
      }
    };
    timer = setInterval(() => void attempt(), SETTINGS_RETRY_INTERVAL_MS);
    void attempt();
    return stop;
  }, [load]);

  return state;
}
