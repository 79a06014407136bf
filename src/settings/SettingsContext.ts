import { createContext, useContext } from 'react';
import type { PortalSettings } from './portalSettings';

export const SettingsContext = createContext<PortalSettings | undefined>(undefined);

export function usePortalSettings(): PortalSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('usePortalSettings must be used inside <SettingsBootstrap>');
  return settings;
}
