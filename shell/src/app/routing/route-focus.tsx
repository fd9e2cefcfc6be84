import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A page that is still loading (its remote, its data) gets this long to show its heading. */
const FOCUS_WITHIN_MS = 5000;
/** What the user does on their own, which ends the wait. */
const USER_ACTS = ['keydown', 'pointerdown'] as const;

/**
 * After a move to another page, focus goes to its main heading, as a full page load would
 * start reading there: a screen reader announces the new page, and Tab goes on from its top
 * instead of from a link that is gone (focus on the body). A page that puts focus somewhere
 * itself (login's email field, the product a listing was left at) keeps it, and so does the
 * user who has pressed a key or clicked meanwhile.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (first || !main) return undefined;

    let timer = 0;
    const attempt = () => {
      if (main.contains(document.activeElement)) return stop();
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return undefined;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return stop();
    };
    // The page's own effects run first: a field it focuses is left alone.
    const soon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(attempt, 0);
    };
    const observer = new MutationObserver(soon);
    const deadline = window.setTimeout(() => stop(), FOCUS_WITHIN_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(deadline);
      for (const event of USER_ACTS) document.removeEventListener(event, stop, true);
    }
    observer.observe(main, { childList: true, subtree: true });
    for (const event of USER_ACTS) document.addEventListener(event, stop, true);
    soon();
    return stop;
  }, [pathname]);

  return null;
}
