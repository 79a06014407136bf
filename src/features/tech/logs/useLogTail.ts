import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_BUFFER, fromFirstPage, withNewer, withOlder, type LogBuffer } from './logBuffer';
import { logsQuery, type LogsFilter } from './logParams';
import { getLogs } from '../api/logs';

/** The tail asks for new lines every 2 s while following. */
export const TAIL_INTERVAL_MS = 2000;
export const FIRST_PAGE_LINES = 200;
const TAIL_LINES = 1000;

export type LoadState = 'loading' | 'ready' | 'failed';

export interface LogTail {
  buffer: LogBuffer;
  state: LoadState;
  error: unknown;
  /** The last tail request failed; the lines stay and the next one resumes from the cursor. */
  connectionLost: boolean;
  following: boolean;
  setFollowing: (following: boolean) => void;
  loadingOlder: boolean;
  loadOlder: () => void;
  retry: () => void;
  /** The request parameters of the lines shown (for a download of the same set). */
  query: () => Record<string, string>;
}

/**
 * The lines of one filter (`queryKey` identifies it): the first page, then a
 * tail from its cursor every 2 s while following, and older pages on request. A failed tail
 * request keeps every line; the next one asks from the same cursor, so nothing is doubled or lost.
 */
export function useLogTail(filter: LogsFilter, queryKey: string): LogTail {
  const [buffer, setBuffer] = useState<LogBuffer>(EMPTY_BUFFER);
  // Which filter and attempt the shown lines (or the failure) belong to: anything else is loading.
  const [outcome, setOutcome] = useState<{ key: string; error?: unknown }>({ key: '' });
  const [connectionLost, setConnectionLost] = useState(false);
  const [following, setFollowing] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The buffer the running requests build on, and the filter they belong to: an answer for a
  // filter that was changed meanwhile is dropped.
  const latest = useRef(buffer);
  const generation = useRef(0);
  // The filter as request parameters, fixed when its first page is asked for: the time preset
  // counts back from then, and the tail goes on with the same parameters.
  const queryRef = useRef<Record<string, string>>({});
  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  }, [filter]);

  const apply = useCallback((next: LogBuffer) => {
    latest.current = next;
    setBuffer(next);
  }, []);

  // A new filter (or Retry) starts over from its newest lines.
  useEffect(() => {
    const mine = ++generation.current;
    let cancelled = false;
    queryRef.current = logsQuery(filterRef.current, Date.now());
    getLogs(queryRef.current, FIRST_PAGE_LINES).then(
      (page) => {
        if (cancelled || mine !== generation.current) return;
        apply(fromFirstPage(page));
        setOutcome({ key: `${queryKey}#${attempt}` });
        setConnectionLost(false);
      },
      (failure: unknown) => {
        if (cancelled || mine !== generation.current) return;
        apply(EMPTY_BUFFER);
        setOutcome({ key: `${queryKey}#${attempt}`, error: failure ?? new Error('failed') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [queryKey, attempt, apply]);

  const current = outcome.key === `${queryKey}#${attempt}`;
  const state: LoadState = !current ? 'loading' : outcome.error ? 'failed' : 'ready';

  // Following: one tail request at a time, every 2 s, from the newest cursor.
  useEffect(() => {
    if (!following || state !== 'ready') return;
    const mine = generation.current;
    let inFlight = false;
    const tick = () => {
      const since = latest.current.latestCursor;
      if (inFlight || since === null) return;
      inFlight = true;
      getLogs({ ...queryRef.current, since }, TAIL_LINES)
        .then(
          (page) => {
            if (mine !== generation.current) return;
            apply(withNewer(latest.current, page));
            setConnectionLost(false);
          },
          () => {
            if (mine === generation.current) setConnectionLost(true);
          },
        )
        .finally(() => {
          inFlight = false;
        });
    };
    tick();
    const timer = setInterval(tick, TAIL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [following, state, queryKey, apply]);

  const loadOlder = useCallback(() => {
    const cursor = latest.current.olderCursor;
    if (cursor === null) return;
    const mine = generation.current;
    setLoadingOlder(true);
    getLogs({ ...queryRef.current, cursor }, FIRST_PAGE_LINES)
      .then(
        (page) => {
          if (mine === generation.current) apply(withOlder(latest.current, page));
        },
        () => {
          if (mine === generation.current) setConnectionLost(true);
        },
      )
      .finally(() => setLoadingOlder(false));
  }, [apply]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    buffer: state === 'ready' ? buffer : EMPTY_BUFFER,
    state,
    error: current ? outcome.error : undefined,
    connectionLost,
    following,
    setFollowing,
    loadingOlder,
    loadOlder,
    retry,
    query: () => queryRef.current,
  };
}
