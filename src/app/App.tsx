import { I18nBootstrap } from '../i18n/I18nBootstrap';
import { NotificationsHost } from '../lib/notifications/NotificationsHost';
import { SettingsBootstrap } from '../settings/SettingsBootstrap';
import { usePortalSettings } from '../settings/SettingsContext';
import { SessionEntry } from './SessionEntry';
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
      <SessionEntry />
    </>
  );
}

/**
 * The boot sequence of spec §2/§4, top to bottom. The MUI theme is applied by the signed-in
 * portal chunk (SignedInPortal): the spinner and the login screen are drawn without MUI.
 */
export function App() {
  return (
    <SettingsBootstrap fallback={spinner}>
      <ConfiguredPortal />
    </SettingsBootstrap>
  );
}
