// The shell's first script, a few hundred bytes that run while main.js (150 KB) still downloads.
// It asks for the remote locations, and for a signed-in user on a remote's page, for that
// remote's entry script: otherwise both waited until main.js had arrived and run (200-400 ms
// later). Reading the stored session here also pays the page's first localStorage access (a
// blocking call to the browser process) while the main thread is idle.
import type { RemotesDocument } from '@grocery/shared-api';
import { remoteFor, storedRole } from './app/early/early-remote';

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
