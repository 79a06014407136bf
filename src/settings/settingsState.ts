import type { PortalSettings } from './portalSettings';

export type SettingsState =
  { loaded: false; settings?: undefined } | { loaded: true; settings: PortalSettings };

export type SettingsEvent = { type: 'succeeded'; settings: PortalSettings } | { type: 'failed' };

export const initialSettingsState: SettingsState = { loaded: false };

/** Spec §4: a success marks the app loaded; a failure, even while loaded, returns to not loaded. */
export function settingsReducer(_state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'succeeded':
      return { loaded: true, settings: event.settings };
    case 'failed':
      return initialSettingsState;
  }
}
