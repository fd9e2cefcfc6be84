import { createElement, lazy, type ComponentType } from 'react';
import type { RemotePage } from '@grocery/shared-api';

/**
 * A remote's page in its own chunk. `preload` starts the one load and settles when it is done
 * (the shell waits for it before it shows the page); from then on the page renders the loaded
 * component itself. Through React.lazy alone it suspended once even with its chunk in, and
 * React holds back the commit of a suspended page until 300 ms after the last loading fallback
 * was shown. Rendered before the load is done, it suspends through React.lazy as usual. A
 * failed load is forgotten, so the next preload tries again.
 */
export function lazyRemotePage(load: () => Promise<ComponentType>): RemotePage {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const start = () =>
    (loading ??= load().then(
      (Page) => (loaded = Page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((Page) => ({ default: Page })));
  function RemotePageView() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(RemotePageView, { preload: () => start().then(() => undefined) });
}
