import { useEffect } from 'react';

/**
 * How long the pointer (or keyboard focus) rests on a link before it counts as an intent to
 * follow it: a pointer crossing the page on its way elsewhere starts nothing.
 */
export const LINK_INTENT_DELAY_MS = 100;

const linkAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/** Where a link leads within the portal. */
export interface LinkTarget {
  pathname: string;
  search: string;
}

/**
 * Calls `onIntent` with where a link leads once the pointer or keyboard focus has rested on it
 * for a moment, whichever link of the portal it is (navigation, a list row, a card): one listener
 * for the document, so the links themselves carry nothing. Links elsewhere (another origin, a
 * download) are left alone.
 */
export function useLinkIntent(onIntent: (target: LinkTarget) => void): void {
  useEffect(() => {
    let resting: HTMLAnchorElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = (event: Event) => {
      const link = linkAt(event.target);
      // Moving between the parts of one link (its icon, its text) is still resting on it.
      if (link === resting) return;
      clearTimeout(timer);
      resting = link;
      if (!link) return;
      const url = new URL(link.href, document.baseURI);
      if (url.origin !== window.location.origin) return;
      const { pathname, search } = url;
      timer = setTimeout(() => onIntent({ pathname, search }), LINK_INTENT_DELAY_MS);
    };
    const leave = (event: Event) => {
      const { relatedTarget } = event as PointerEvent | FocusEvent;
      if (linkAt(relatedTarget) === resting) return;
      clearTimeout(timer);
      resting = null;
    };
    const listeners = [
      ['pointerover', enter],
      ['focusin', enter],
      ['pointerout', leave],
      ['focusout', leave],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [onIntent]);
}
