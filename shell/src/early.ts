// The shell's first script, a few hundred bytes that run while main.js (150 KB) still downloads.
// It asks for the remote locations, and for a signed-in user on a remote's page, for that
// remote's entry script: otherwise both waited until main.js had arrived and run (200-400 ms
// later). Reading the stored session here also pays the page's first localStorage access (a
// blocking call to the browser process) while the main thread is idle.
import {
  firstListingPath,
  preloadFirstPictures,
  startEarlyRequest,
  type Product,
  type RemotesDocument,
} from '@grocery/shared-api';
import { matchesPattern, remoteFor, storedRole } from './app/early/early-remote';
import { FEATURED_PATH } from './features/landing/featured-query';

const remotes = fetch('/remotes.json', { headers: { accept: 'application/json' } }).then(
  (response) => {
    if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
    return response.json() as Promise<unknown>;
  },
);
// fetchRemotesConfig (remotes-config.ts) takes this answer instead of asking again, and reports
// a failure; until then a failure here is not an unhandled rejection.
window.groceryRemotes = remotes;
remotes.catch(() => undefined);

const role = storedRole([() => window.localStorage, () => window.sessionStorage]);
const remote = role && remoteFor(role, window.location.pathname);

// The storefront's listing: its first page (public, the same for every shopper) and then its
// first row of pictures, while the shell's and the storefront's code download. The page claims
// the answer; a failure here only means it asks itself.
// A visitor's landing page: its featured products and their pictures, the same way.
const listing =
  remote === 'storefront' && matchesPattern('/products', window.location.pathname)
    ? firstListingPath(window.location.search)
    : !role && window.location.pathname === '/'
      ? FEATURED_PATH
      : null;
if (listing) {
  startEarlyRequest(listing)
    .then((list) => preloadFirstPictures((list as { products: Product[] }).products))
    .catch(() => undefined);
}
if (remote) {
  remotes
    .then((config: unknown) => {
      const body = config as Partial<RemotesDocument>;
      const entry = body[remote];
      if (typeof entry !== 'string' || !entry) return;
      // The federation runtime's <script> for the same address then takes this download: with
      // the same integrity and CORS mode, or the browser fetches it twice.
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      const integrity = body.releases?.[remote]?.integrity;
      if (typeof integrity === 'string') {
        link.integrity = integrity;
        link.crossOrigin = 'anonymous';
      }
      link.href = entry;
      document.head.append(link);
    })
    .catch(() => undefined);
}
