import type { ReactNode } from 'react';
import { loadPortalSettings } from './fetchSettings';
import type { PortalSettings } from './portalSettings';
import { SettingsContext } from './SettingsContext';
import { useSettingsPolling } from './useSettingsPolling';

interface SettingsBootstrapProps {
  /** Shown until the settings have loaded (spec §2: a full-screen spinner). */
  fallback: ReactNode;
  children: ReactNode;
  load?: () => Promise<PortalSettings>;
}

export function SettingsBootstrap({
  fallback,
  children,
  load = loadPortalSettings,
}: SettingsBootstrapProps) {
  const state = useSettingsPolling(load);
  if (!state.loaded) return <>{fallback}</>;
  return <SettingsContext.Provider value={state.settings}>{children}</SettingsContext.Provider>;
}
