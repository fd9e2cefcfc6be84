import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotePages,
  type RemotesConfig,
} from '@grocery/shared-api';
import { fetchRemotesConfig } from './remotes-config';

let config: Promise<RemotesConfig> | null = null;

function toRemote(name: RemoteName, entry: string) {
  return { name, entry };
}

/**
 * Registers the three remotes once, from the run-time config. The host's build-time plugin has
 * already created the federation instance, so no `init` here.
 */
export function startRemotes(): Promise<RemotesConfig> {
  config ??= fetchRemotesConfig().then((remotes) => {
    registerRemotes(REMOTE_NAMES.map((name) => toRemote(name, remotes[name])));
    return remotes;
  });
  return config;
}

/**
 * Forgets everything loaded from one remote (its entry script, container and cached modules)
 * so the next load fetches it again; the other remotes are untouched.
 */
export async function reloadRemote(name: RemoteName): Promise<void> {
  const remotes = await startRemotes();
  registerRemotes([toRemote(name, remotes[name])], { force: true });
}

export async function loadRemotePages(name: RemoteName): Promise<RemotePages> {
  await startRemotes();
  // Every remote's `./pages` has the same shape (see remote-modules.d.ts).
  const module = await loadRemote<typeof import('storefront/pages')>(`${name}/pages`);
  if (!module?.default) throw new Error(`${name}/pages exposes no pages`);
  return module.default;
}
