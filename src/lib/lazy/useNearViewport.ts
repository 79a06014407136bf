import { useEffect, useState, type RefCallback } from 'react';

/** How far below the fold a part starts loading: about a phone screen's scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Whether the element has come within a screen of the viewport (and stays true once it has):
 * for parts that load their own code, such as the Dashboard's charts, which on a phone sit below
 * the key figures and need not hold back the first screen. Without IntersectionObserver
 * (jsdom, very old browsers), or with `alreadyNear` (the part's code is loaded: nothing to hold
 * back), it is true at once.
 */
export function useNearViewport<E extends Element>(alreadyNear = false): [boolean, RefCallback<E>] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(
    () => alreadyNear || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  return [near, setElement];
}
