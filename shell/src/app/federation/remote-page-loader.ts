import type { RemoteName, RemotePage } from '@grocery/shared-api';
import { loadRemotePages, reloadRemote } from './remote-registry';

const loads = new Map<string, Promise<RemotePage>>();
const broken = new Set<RemoteName>();

/** One load per remote page, shared by every render that asks for it. */
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
      return Page;
    })();
    loads.set(key, load);
  }
  return load;
}

/** After any failure in a remote's page: its next load starts from scratch. */
export function forgetRemote(remote: RemoteName): void {
  broken.add(remote);
  for (const key of loads.keys()) if (key.startsWith(`${remote}/`)) loads.delete(key);
}
