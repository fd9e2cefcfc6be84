import type { RemoteName, RemotePage } from '@grocery/shared-api';
import { loadRemotePages, reloadRemote } from './remote-registry';

const loads = new Map<string, Promise<RemotePage>>();
const loaded = new Map<string, RemotePage>();
const broken = new Set<RemoteName>();

/**
 * One load per remote page, shared by every render that asks for it: the remote's pages, then
 * the page's own code where the page can preload it.
 */
export function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePage> {
  const key = `${remote}/${page}`;
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      // A remote that failed before is fetched anew: the federation runtime (and the remote's
      // own React.lazy) would otherwise keep answering with the cached failure.
      if (broken.delete(remote)) await reloadRemote(remote);
      const Page = (await loadRemotePages(remote))[page];
      if (!Page) throw new Error(`${remote} has no page "${page}"`);
      await Page.preload?.();
      loaded.set(key, Page);
      return Page;
    })();
    loads.set(key, load);
  }
  return load;
}

/** The page if its load has finished, for a render that must not wait. */
export function loadedRemotePage(remote: RemoteName, page: string): RemotePage | undefined {
  return loaded.get(`${remote}/${page}`);
}

/** After any failure in a remote's page: its next load starts from scratch. */
export function forgetRemote(remote: RemoteName): void {
  broken.add(remote);
  for (const cache of [loads, loaded]) {
    for (const key of cache.keys()) if (key.startsWith(`${remote}/`)) cache.delete(key);
  }
}
