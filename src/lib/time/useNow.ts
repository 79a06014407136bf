import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` — for countdowns and "5 min ago" texts
 * that must move while the page stays open.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
