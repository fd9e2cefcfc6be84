import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotePages,
  type RemotesDocument,
} from '@grocery/shared-api';
import { rememberIntegrity, reportFailedRelease } from './release-fallback';
import { fetchRemotesConfig } from './remotes-config';

let config: Promise<RemotesDocument> | null = null;
/** Remotes whose release failed in this page and now run their previous live release. */
const fellBack = new Map<RemoteName, string>();

function toRemote(name: RemoteName, entry: string) {
  return { name, entry };
}

/**
 * Registers the three remotes once, from the run-time config. The host's build-time plugin has
 * already created the federation instance, so no `init` here.
 */
export function startRemotes(): Promise<RemotesDocument> {
  config ??= fetchRemotesConfig().then((remotes) => {
    for (const name of REMOTE_NAMES) {
      rememberIntegrity(remotes[name], remotes.releases?.[name]?.integrity);
    }
    registerRemotes(REMOTE_NAMES.map((name) => toRemote(name, remotes[name])));
    return remotes;
  });
  return config;
}

const entryOf = (remotes: RemotesDocument, name: RemoteName) => fellBack.get(name) ?? remotes[name];

/**
 * Forgets everything loaded from one remote (its entry script, container and cached modules)
 * so the next load fetches it again; the other remotes are untouched.
 */
export async function reloadRemote(name: RemoteName): Promise<void> {
  const remotes = await startRemotes();
  registerRemotes([toRemote(name, entryOf(remotes, name))], { force: true });
}

async function loadPages(name: RemoteName): Promise<RemotePages> {
  // Every remote's `./pages` has the same shape (see remote-modules.d.ts).
  const module = await loadRemote<typeof import('storefront/pages')>(`${name}/pages`);
  if (!module?.default) throw new Error(`${name}/pages exposes no pages`);
  return module.default;
}

/**
 * The remote's pages. A release that cannot run here (its entry fails its integrity check,
 * fails to evaluate, or exposes nothing) is reported and replaced by the portal's previous
 * live release, once per page; when that fails too, the error reaches the page's error panel.
 */
export async function loadRemotePages(name: RemoteName): Promise<RemotePages> {
  const remotes = await startRemotes();
  try {
    return await loadPages(name);
  } catch (error) {
    const release = remotes.releases?.[name];
    const fallback = release?.fallback;
    if (!release || !fallback || fellBack.has(name)) throw error;
    console.warn(
      `[federation] ${name} ${release.version} failed; loading ${fallback.version}`,
      error,
    );
    reportFailedRelease(name, release.version, error);
    fellBack.set(name, fallback.entry);
    rememberIntegrity(fallback.entry, fallback.integrity);
    registerRemotes([toRemote(name, fallback.entry)], { force: true });
    return loadPages(name);
  }
}
