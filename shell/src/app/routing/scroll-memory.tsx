import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { startsAtTop } from '../../lib/start-at-top';

/** Where each history entry of this tab was left, by the router's location key. */
const positions = new Map<string, number>();
/** A page that comes back still has to load (its remote, its data): how long to wait for it. */
const RESTORE_WITHIN_MS = 3000;
/** What the shopper does to scroll on their own, which ends the wait. */
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `y` once the page is tall enough to show it; the returned function gives up. */
function scrollOnceReachable(y: number): () => void {
  const deadline = performance.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of SHOPPER_SCROLLS) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    if (document.documentElement.scrollHeight - window.innerHeight >= y) {
      window.scrollTo(0, y);
      stop();
    } else if (performance.now() < deadline) {
      frame = requestAnimationFrame(attempt);
    } else {
      stop();
    }
  };
  for (const event of SHOPPER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * Scrolling as full page loads have it: a new page starts at its top, and Back or Forward
 * returns to where that page was left (the products page brings back the products it had
 * loaded, so the place is there again).
 */
export function ScrollMemory() {
  const { key, pathname, state } = useLocation();
  const newPage = startsAtTop(state);
  const navigation = useNavigationType();
  const shown = useRef({ key, pathname: '' });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint: a scroll event from the new page's layout must be counted as the new entry's.
  useLayoutEffect(() => {
    const samePage = shown.current.pathname === pathname;
    shown.current = { key, pathname };
    const saved = navigation === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return scrollOnceReachable(saved);
    // A filter or sort on the same page keeps the shopper where they are; a new search does not.
    if (!samePage || newPage) window.scrollTo(0, 0);
  }, [key, pathname, navigation, newPage]);

  return null;
}
