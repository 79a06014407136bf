import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PortalAuthProvider } from '../auth/PortalAuthProvider';
import { I18nBootstrap } from '../i18n/I18nBootstrap';
import { NotificationsHost } from '../lib/notifications/NotificationsHost';
import { SettingsBootstrap } from '../settings/SettingsBootstrap';
import { usePortalSettings } from '../settings/SettingsContext';
import { theme } from '../theme/theme';
import { AuthGate } from './AuthGate';
import { BOOT_LOADING_LABEL } from './bootLabel';
import { FullScreenSpinner } from './FullScreenSpinner';
import { useBadRequestNotifications } from './useBadRequestNotifications';

const spinner = <FullScreenSpinner label={BOOT_LOADING_LABEL} />;

/** Everything that needs the settings: translations, then sign-in, then the routed screens. */
function ConfiguredPortal() {
  const { languages } = usePortalSettings();
  return (
    <I18nBootstrap languages={languages} fallback={spinner}>
      <TranslatedPortal />
    </I18nBootstrap>
  );
}

function TranslatedPortal() {
  useBadRequestNotifications();
  return (
    <>
      <NotificationsHost />
      <PortalAuthProvider>
        <AuthGate />
      </PortalAuthProvider>
    </>
  );
}

/** The boot sequence of spec §2/§4, top to bottom. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SettingsBootstrap fallback={spinner}>
        <ConfiguredPortal />
      </SettingsBootstrap>
    </ThemeProvider>
  );
}
