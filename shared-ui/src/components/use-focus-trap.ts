import { useEffect, useRef, type RefObject } from 'react';
import { getFocusable } from '../lib/focusable';

interface FocusTrapOptions {
  active: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  onEscape?: () => void;
}

// Open traps, innermost last: only the top one reacts, so a confirm over a dialog behaves.
const openTraps: HTMLElement[] = [];

function trapTab(root: HTMLElement, event: KeyboardEvent) {
  const items = getFocusable(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const current = document.activeElement;
  const outside = !root.contains(current);
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Keeps Tab inside `container` while active, moves focus in on open, answers Escape, and gives
 * focus back to whatever had it before on close.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, initialFocus, onEscape }: FocusTrapOptions,
) {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openTraps.push(root);
    const items = getFocusable(root);
    // Secondary controls (a dialog's close button) opt out of first focus with data-gs-no-autofocus.
    const preferred = items.find((el) => !el.hasAttribute('data-gs-no-autofocus')) ?? items[0];
    (initialFocus?.current ?? preferred ?? root).focus();

    const isTop = () => openTraps[openTraps.length - 1] === root;
    function onKeyDown(event: KeyboardEvent) {
      if (!root || !isTop()) return;
      if (event.key === 'Escape' && escapeRef.current) {
        event.preventDefault();
        escapeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(root, event);
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (root && isTop() && event.target instanceof Node && !root.contains(event.target)) {
        (getFocusable(root)[0] ?? root).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openTraps.splice(openTraps.indexOf(root), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, container, initialFocus]);
}
