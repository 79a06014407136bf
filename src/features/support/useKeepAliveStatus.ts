import { useQuery } from '@tanstack/react-query';
import { checkKeepAlive, KEEP_ALIVE_INTERVAL_MS } from '../../lib/keep-alive';

/** Whether the portal's own server answers; shared by the status section and the diagnostics. */
export function useKeepAliveStatus() {
  return useQuery({
    queryKey: ['support', 'keepAlive'],
    queryFn: checkKeepAlive,
    refetchInterval: KEEP_ALIVE_INTERVAL_MS,
  });
}
