import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';

/**
 * A page restored from the back/forward cache keeps the signed-in screen it had in memory, even
 * after sign-out removed the user from storage. If the stored user is gone, reload: the portal
 * then starts from storage and shows the login screen, never the layout.
 */
const reloadPage = () => window.location.reload();

export function useRestoredPageGuard(
  userManager: UserManager,
  reload: () => void = reloadPage,
): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void userManager
        .getUser()
        .then((user) => {
          if (!user) reload();
        })
        .catch(reload);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [userManager, reload]);
}
