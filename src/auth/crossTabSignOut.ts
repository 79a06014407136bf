/** The channel every portal tab of one origin listens on. */
export const SESSION_CHANNEL = 'neo-portal-session';
/** The one message: "the session ended in another tab". It never carries a token. */
export const SIGNED_OUT = 'signed-out';
/** localStorage key of the fallback where BroadcastChannel is missing: a marker and a time. */
export const SESSION_STORAGE_KEY = 'neo-portal-session';

export interface SessionSignal {
  /** Tells the other tabs of this origin that the session ended here. */
  publish: () => void;
  /** Calls listener when another tab published; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  close: () => void;
}

type SignalWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'> & {
  BroadcastChannel?: typeof BroadcastChannel;
};

/**
 * BroadcastChannel where the browser has it (it never echoes to the sender); otherwise the
 * `storage` event, which fires in every other tab of the origin when the marker changes.
 */
export function openSessionSignal(win: SignalWindow = window): SessionSignal {
  if (typeof win.BroadcastChannel === 'function') {
    const channel = new win.BroadcastChannel(SESSION_CHANNEL);
    return {
      publish: () => channel.postMessage(SIGNED_OUT),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent) => {
          if (event.data === SIGNED_OUT) listener();
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
      close: () => channel.close(),
    };
  }
  return {
    publish: () => {
      try {
        win.localStorage.setItem(SESSION_STORAGE_KEY, `${SIGNED_OUT}:${Date.now()}`);
      } catch {
        // Storage disabled: the other tabs find out when their token stops working.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_STORAGE_KEY && event.newValue?.startsWith(SIGNED_OUT)) {
          listener();
        }
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
    close: () => {},
  };
}
