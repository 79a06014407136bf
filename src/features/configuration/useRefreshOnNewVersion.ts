import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAfterSave } from './api/configurations';

/**
 * Refreshes a configuration's history and the list when its cached copy reaches a new version.
 * A save (saveBotConfig) puts the saved copy into the detail query itself, not through a mutation
 * hook that would invalidate; watching the version catches every save that way, a merged or
 * resolved one too, and a colleague's save a refetch brings in.
 */
export function useRefreshOnNewVersion(configId: string, version: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef({ configId, version });
  useEffect(() => {
    if (version === undefined) return;
    const before = seen.current;
    seen.current = { configId, version };
    // The first copy loaded (of this configuration) is what its history was read with.
    if (before.configId === configId && before.version !== undefined && before.version !== version)
      void refreshAfterSave(queryClient, configId);
  }, [queryClient, configId, version]);
}
