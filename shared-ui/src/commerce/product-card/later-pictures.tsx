import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

const Shown = createContext(true);

/** Whether pictures held back by LaterPictures may be asked for yet. */
export function useLaterPicturesShown(): boolean {
  return useContext(Shown);
}

/** A leading picture the browser never settles must not keep the others out for good. */
const GIVE_UP_MS = 3000;

/**
 * Resolves once every picture in `list` has loaded or failed. A picture that is already
 * complete may still have its load event queued: a task later, that has fired too.
 */
function picturesSettled(list: HTMLElement | null): Promise<unknown> {
  const pictures = [...(list?.querySelectorAll('img') ?? [])];
  return Promise.all(
    pictures.map(
      (picture) =>
        new Promise((settle) => {
          if (picture.complete) setTimeout(settle, 0);
          picture.addEventListener('load', settle, { once: true });
          picture.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}

export interface LaterPicturesProps {
  /** Whether anything is held back; without it the pictures show at once. */
  waits: boolean;
  /** The list whose pictures present at mount are the leading ones. */
  listRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * Holds back the pictures below the leading ones until the leading pictures are in and one
 * more frame has been drawn. Every product picture is an SVG document the browser parses on the
 * main thread as it arrives: a dozen below-the-fold ones arriving with the first row's held
 * back the frame that paints the first row by 100-150 ms. Only the carousels that read
 * useLaterPicturesShown re-render when they are let through, not the cards around them.
 */
export function LaterPictures({ waits, listRef, children }: LaterPicturesProps) {
  const [shown, setShown] = useState(!waits);
  useEffect(() => {
    if (shown) return;
    let frame = 0;
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      frame = requestAnimationFrame(() => setShown(true));
    };
    const timer = setTimeout(open, GIVE_UP_MS);
    void picturesSettled(listRef.current).then(open);
    return () => {
      opened = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [shown, listRef]);
  return <Shown.Provider value={shown}>{children}</Shown.Provider>;
}
