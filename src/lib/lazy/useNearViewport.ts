import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the fold a part starts loading: about a phone screen's scroll ahead. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Whether the element has come within a screen of the viewport (and stays true once it has):
 * for parts that load their own code, such as the Dashboard's charts, which on a phone sit below
 * the key figures and need not hold back the first screen. Without IntersectionObserver
 * (jsdom, very old browsers), or with `alreadyNear` (the part's code is loaded: nothing to hold
 * back), it is true at once.
 *
 * The element is read from a ref object after the commit, not handed over by a ref callback into
 * state: state set while React attaches refs is rendered again at once, synchronously, before the
 * browser may paint (on the Dashboard's first screen, both chart cards a second time in the
 * page's longest task).
 */
export function useNearViewport<E extends Element>(
  alreadyNear = false,
): [boolean, RefObject<E | null>] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(
    () => alreadyNear || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return [near, ref];
}
